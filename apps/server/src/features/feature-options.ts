import type { Config } from '../config.js';
import type { Bus } from '../platform/bus.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/client.js';
import type { CaptchaRenderer, GeetestConfig, PuzzleRenderer } from './captcha/index.js';
import type { LiveChatProvider } from './support/index.js';

/** What the composition root (features/index.ts and its compose-* stages) needs from app.ts. */
export type FeatureOptions = Pick<Config, 'jwePrivateKeyPem'> &
  Partial<Pick<Config, 'presenceTtlMs' | 'redisKeyPrefix'>> & {
    /** With Redis, members online are shared between instances (ADR 032). */
    redisUrl?: string | undefined;
    smtpUrl?: string | undefined;
    mailFrom?: string;
    paymentProviderSecret?: string;
    /** The shared exclusion register's key (SHARED_EXCLUSION_REGISTER_KEY); without it the register is off. */
    sharedExclusionKey?: string | undefined;
    bus: Bus;
    /** Seals members' and operators' TOTP secrets at rest (ADR 040). */
    totpSecrets: SecretBox;
    /** The database's LISTEN, through which committed changes reach every instance's caches. */
    listen: Database['listen'];
    captchaRenderer?: CaptchaRenderer | undefined;
    /** Draws the built-in slider's puzzle (tests pass a fixed one). */
    puzzleRenderer?: PuzzleRenderer | undefined;
    /** The server's Geetest account (GEETEST_* settings); without it the slider is the built-in puzzle (ADR 057). */
    geetest?: GeetestConfig | undefined;
    /** The external live-chat provider (HTTP by default). */
    liveChatProvider?: LiveChatProvider;
    /** Which database: jobs lead through an advisory lock on PostgreSQL, simply run on PGlite. */
    databaseKind?: Database['kind'];
    /** false: committed events wait for the sweep job or `outbox.drain()` (tests of a crash before dispatch). */
    outboxNudge?: boolean;
    /** Told of every scheduled job run (the /metrics job series). */
    onJobRun?: (job: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number) => void;
  };
