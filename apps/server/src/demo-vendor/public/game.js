// The demo vendor's game page (docs/adr/063-demo-vendor.md). It draws nothing itself: every outcome
// comes from the vendor's server, and the balance from the operator's wallet (or the trial's play money).
const cfg = JSON.parse(document.body.dataset.config || '{}');
const query = new URLSearchParams(location.search);
const token = query.get('token') || '';
const mode = query.get('mode') === 'trial' ? 'trial' : 'real';
const game = query.get('game') || 'lobby';

const TEXT = {
  EN: {
    LIVE: 'Baccarat table',
    SPORTS: 'Match bet',
    FISH: 'Fish shooter',
    PVP: 'Dice duel',
    SLOT: 'Lucky reels',
    balance: 'Balance',
    playMoney: 'play money',
    stake: 'Stake',
    pick: 'Your pick',
    banker: 'Banker',
    player: 'Player',
    tie: 'Tie',
    home: 'Home',
    draw: 'Draw',
    away: 'Away',
    small: 'Small fish ×2',
    medium: 'Medium fish ×5',
    big: 'Big fish ×20',
    roll: 'Two dice',
    spin: 'Three reels',
    actLIVE: 'Place bet',
    actSPORTS: 'Place bet',
    actFISH: 'Shoot',
    actPVP: 'Find a match',
    actSLOT: 'Spin',
    working: 'Working…',
    dealing: 'Bet taken. Cards are dealt when betting closes in {s} s.',
    kickoff: 'Bet taken. The match ends in {s} s.',
    waiting: 'Waiting for an opponent… ({s} s, then the house bot plays)',
    settling: 'Settling…',
    won: 'You won {win}.',
    lost: 'No win this time.',
    refused: 'Bet refused ({code}).',
    cancelled: 'The bet was cancelled and returned ({code}).',
    due: 'The result is being paid; it may take a moment ({code}).',
    noSession: 'No game session: open the game from the lobby.',
    liveResult: 'Player {p}, Banker {b}: {r} wins.',
    tieResult: 'Player {p}, Banker {b}: tie.',
    sportsResult: '{home} {h} – {a} {away}.',
    fishHit: 'Hit!',
    fishMiss: 'Missed.',
    pvpResult: 'You rolled {a} + {b}; the {who} rolled {c} + {d}.',
    bot: 'house bot',
    human: 'other player',
    odds: 'odds',
  },
  CN: {
    LIVE: '百家乐桌',
    SPORTS: '赛事投注',
    FISH: '捕鱼射手',
    PVP: '骰子对决',
    SLOT: '幸运转轴',
    balance: '余额',
    playMoney: '试玩币',
    stake: '投注额',
    pick: '您的选择',
    banker: '庄',
    player: '闲',
    tie: '和',
    home: '主胜',
    draw: '平局',
    away: '客胜',
    small: '小鱼 ×2',
    medium: '中鱼 ×5',
    big: '大鱼 ×20',
    roll: '两颗骰子',
    spin: '三个转轴',
    actLIVE: '下注',
    actSPORTS: '下注',
    actFISH: '射击',
    actPVP: '寻找对手',
    actSLOT: '旋转',
    working: '处理中…',
    dealing: '已下注，{s} 秒后停止下注并发牌。',
    kickoff: '已下注，比赛将在 {s} 秒后结束。',
    waiting: '等待对手…（{s} 秒后由庄家机器人对战）',
    settling: '结算中…',
    won: '您赢得 {win}。',
    lost: '本局未中奖。',
    refused: '投注被拒绝（{code}）。',
    cancelled: '投注已取消并退回（{code}）。',
    due: '派彩处理中，请稍候（{code}）。',
    noSession: '没有游戏会话：请从大厅打开游戏。',
    liveResult: '闲 {p} 点，庄 {b} 点：{r}赢。',
    tieResult: '闲 {p} 点，庄 {b} 点：和局。',
    sportsResult: '{home} {h} – {a} {away}。',
    fishHit: '命中！',
    fishMiss: '未命中。',
    pvpResult: '您掷出 {a} + {b}；{who}掷出 {c} + {d}。',
    bot: '庄家机器人',
    human: '对手',
    odds: '赔率',
  },
};
const t = (key, vars = {}) => (TEXT[cfg.lang] || TEXT.EN)[key].replace(/\{(\w+)\}/g, (_, k) => String(vars[k] ?? ''));
const $ = (id) => document.getElementById(id);

async function api(path, body) {
  const res = await fetch(
    `${cfg.api}${path}`,
    body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {},
  );
  return res.json();
}

function showBalance(value) {
  if (value) $('balance').textContent = mode === 'trial' ? `${value} (${t('playMoney')})` : value;
}

async function refreshBalance() {
  const res = await api('/balance', { token, mode });
  if (res.success) showBalance(res.value.balance);
  else say(t('refused', { code: res.errorCode }));
}

function say(text) {
  $('status').textContent = text;
}

function choiceGroup(name, legend, values, label) {
  const set = document.createElement('fieldset');
  const lg = document.createElement('legend');
  lg.textContent = legend;
  set.append(lg);
  values.forEach((v, i) => {
    const id = `${name}-${v}`;
    const input = Object.assign(document.createElement('input'), { type: 'radio', name, value: v, id, checked: i === 0 });
    const lab = Object.assign(document.createElement('label'), { htmlFor: id, textContent: label(v) });
    set.append(input, lab);
  });
  return set;
}
const picked = (name) => document.querySelector(`input[name="${name}"]:checked`)?.value;
// A lane with one pick (dice, reels) shows no choice for it.
const pick = () => picked('pick') || cfg.picks[0];

function describe(round) {
  const o = round.outcome || {};
  if (cfg.lane === 'LIVE') {
    const v = { p: o.playerTotal, b: o.bankerTotal, r: t(o.result) };
    return o.result === 'tie' ? t('tieResult', v) : t('liveResult', v);
  }
  if (cfg.lane === 'SPORTS') return t('sportsResult', { home: cfg.match.home, away: cfg.match.away, h: o.score[0], a: o.score[1] });
  if (cfg.lane === 'FISH') return o.hit ? t('fishHit') : t('fishMiss');
  if (cfg.lane === 'PVP')
    return t('pvpResult', { a: o.mine[0], b: o.mine[1], c: o.theirs[0], d: o.theirs[1], who: t(o.opponent === 'bot' ? 'bot' : 'human') });
  return (o.reels || []).join(' · ');
}

function finish(round) {
  const result = $('result');
  if (round.status === 'settled') {
    result.textContent = describe(round);
    say(Number(round.win) > 0 ? t('won', { win: round.win }) : t('lost'));
  } else if (round.status === 'refused') say(t('refused', { code: round.note || round.status }));
  else if (round.status === 'rolledback') say(t('cancelled', { code: round.note || round.status }));
  else say(t('due', { code: round.note || round.status }));
  showBalance(round.balance);
  if (round.status !== 'settled') void refreshBalance();
}

const PENDING = { LIVE: 'dealing', SPORTS: 'kickoff', PVP: 'waiting' };
async function follow(round) {
  while (round.status === 'open' || round.status === 'settling' || round.status === 'debiting') {
    const left = round.settleAt ? Math.max(0, Math.ceil((Date.parse(round.settleAt) - Date.now()) / 1000)) : 0;
    say(round.settleAt ? t(PENDING[cfg.lane] || 'settling', { s: left }) : t('settling'));
    await new Promise((r) => setTimeout(r, 1000));
    const res = await api(`/rounds/${encodeURIComponent(round.id)}?token=${encodeURIComponent(token)}`);
    if (!res.success) return say(t('refused', { code: res.errorCode }));
    round = res.value;
  }
  finish(round);
}

async function play(button) {
  button.disabled = true;
  $('result').textContent = '';
  say(t('working'));
  try {
    const res = await api('/rounds', { token, mode, game, bet: picked('stake'), pick: pick() });
    if (!res.value) return say(t('refused', { code: res.errorCode }));
    if (res.value.status === 'open') showBalance(res.value.balance);
    await follow(res.value);
  } catch {
    say(t('due', { code: 'network' }));
  } finally {
    button.disabled = false;
  }
}

function pickLabel(v) {
  return cfg.lane === 'SPORTS' ? `${t(v)} (${t('odds')} ${cfg.match.odds[v]})` : t(v);
}

function draw() {
  document.title = t(cfg.lane);
  $('title').textContent = cfg.lane === 'SPORTS' ? `${t('SPORTS')}: ${cfg.match.home} – ${cfg.match.away}` : t(cfg.lane);
  $('balance-label').textContent = t('balance');
  const table = $('table');
  table.append(choiceGroup('stake', t('stake'), cfg.stakes, (v) => v));
  if (cfg.picks.length > 1) table.append(choiceGroup('pick', t('pick'), cfg.picks, pickLabel));
  const button = Object.assign(document.createElement('button'), { type: 'button', className: 'act', textContent: t(`act${cfg.lane}`) });
  button.dataset.testid = 'vendor-play';
  button.addEventListener('click', () => void play(button));
  const result = Object.assign(document.createElement('p'), { id: 'result', className: 'result' });
  result.dataset.testid = 'vendor-result';
  table.append(button, result);
  $('game').setAttribute('aria-busy', 'false');
  if (!token) {
    button.disabled = true;
    return say(t('noSession'));
  }
  void refreshBalance();
}

draw();
