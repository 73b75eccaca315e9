import type { MessageTable } from '../../platform/i18n/messages.js';

/** Refusals of the console's domain routes (ADR 028). */
export const systemMessages: MessageTable = {
  domain_taken: {
    CN: '域名 {host} 已被使用。',
    TW: '網域 {host} 已被使用。',
    JA: 'ドメイン {host} はすでに使用されています。',
    EN: 'The domain {host} is already in use.',
    TH: 'โดเมน {host} ถูกใช้งานแล้ว',
    VI: 'Tên miền {host} đã được sử dụng.',
  },
  primary_domain_required: {
    CN: '{host} 是主域名，不能删除：商户必须保持可访问。',
    TW: '{host} 是主網域，不能刪除：商戶必須保持可存取。',
    JA: '{host} はメインドメインのため削除できません。サイトに到達できなくなります。',
    EN: '{host} is the primary domain and cannot be removed: the site must stay reachable.',
    TH: '{host} เป็นโดเมนหลักและลบไม่ได้ เว็บไซต์ต้องเข้าถึงได้เสมอ',
    VI: '{host} là tên miền chính và không thể xóa: trang phải luôn truy cập được.',
  },
  help_too_deep: {
    CN: '帮助中心只有两层：子项下不能再添加子项。',
    TW: '幫助中心只有兩層：子項下不能再新增子項。',
    JA: 'ヘルプセンターは2階層までです。子項目の下には追加できません。',
    EN: 'The help centre has two levels: a child cannot have children of its own.',
    TH: 'ศูนย์ช่วยเหลือมีได้สองระดับ: รายการย่อยไม่สามารถมีรายการย่อยของตัวเองได้',
    VI: 'Trung tâm trợ giúp chỉ có hai cấp: mục con không thể có mục con riêng.',
  },
  help_has_children: {
    CN: '该项下还有 {count} 个子项：请先删除子项，或选择连同子项一起删除。',
    TW: '該項下還有 {count} 個子項：請先刪除子項，或選擇連同子項一起刪除。',
    JA: 'この項目には子項目が {count} 件あります。先に削除するか、子項目ごと削除してください。',
    EN: 'This item still has {count} children: delete them first or delete it together with its children.',
    TH: 'รายการนี้ยังมีรายการย่อย {count} รายการ: ลบรายการย่อยก่อน หรือเลือกลบพร้อมรายการย่อย',
    VI: 'Mục này còn {count} mục con: hãy xóa chúng trước hoặc xóa kèm các mục con.',
  },
  help_tag_taken: {
    CN: '标签 {tag} 已在此语言中使用。',
    TW: '標籤 {tag} 已在此語言中使用。',
    JA: 'タグ {tag} はこの言語ですでに使われています。',
    EN: 'The tag {tag} is already used in this language.',
    TH: 'แท็ก {tag} ถูกใช้แล้วในภาษานี้',
    VI: 'Thẻ {tag} đã được dùng trong ngôn ngữ này.',
  },
  primary_domain_not_site: {
    CN: '{host} 是镜像域名，只有站点域名可以设为主域名。',
    TW: '{host} 是鏡像網域，只有站點網域可以設為主網域。',
    JA: '{host} はミラーです。メインドメインにできるのはサイトドメインだけです。',
    EN: '{host} is a mirror: only a site domain can be the primary one.',
    TH: '{host} เป็นโดเมนมิเรอร์ ตั้งเป็นโดเมนหลักได้เฉพาะโดเมนเว็บไซต์',
    VI: '{host} là tên miền dự phòng: chỉ tên miền trang mới có thể là tên miền chính.',
  },
  // ADR 038: the operator learns which rule and what to write instead.
  register_pattern_unsafe: {
    CN: '字段 {key} 的规则无法使用：不支持反向引用、前后断言和 \\b，也不允许嵌套或可重叠的重复（如 (a+)+、(a|b)*）。请改用字符集，例如 ^[a-z0-9]{6,12}$。',
    TW: '欄位 {key} 的規則無法使用：不支援反向參照、前後斷言和 \\b，也不允許巢狀或可重疊的重複（如 (a+)+、(a|b)*）。請改用字元集，例如 ^[a-z0-9]{6,12}$。',
    JA: '項目 {key} のパターンは使えません。後方参照・先読み/後読み・\\b は非対応で、入れ子や重なり得る繰り返し（(a+)+、(a|b)* など）も使えません。^[a-z0-9]{6,12}$ のように文字クラスで書いてください。',
    EN: 'The pattern of {key} cannot be used: backreferences, lookarounds and \\b are not supported, nor nested or overlapping repetition such as (a+)+ or (a|b)*. Use character classes instead, e.g. ^[a-z0-9]{6,12}$.',
    TH: 'ใช้รูปแบบของช่อง {key} ไม่ได้: ไม่รองรับการอ้างอิงย้อนกลับ การมองไปข้างหน้า/ข้างหลัง และ \\b รวมถึงการวนซ้ำแบบซ้อนหรือซ้อนทับ เช่น (a+)+ หรือ (a|b)* โปรดใช้กลุ่มอักขระแทน เช่น ^[a-z0-9]{6,12}$',
    VI: 'Không thể dùng mẫu của trường {key}: không hỗ trợ tham chiếu ngược, lookaround và \\b, cũng không cho phép lặp lồng nhau hoặc chồng lấn như (a+)+ hay (a|b)*. Hãy dùng lớp ký tự, ví dụ ^[a-z0-9]{6,12}$.',
  },
  // ADR 070: onboarding a brand.
  merchant_code_taken: {
    CN: '商户代码 {code} 已被使用。',
    TW: '商戶代碼 {code} 已被使用。',
    JA: 'マーチャントコード {code} はすでに使われています。',
    EN: 'The merchant code {code} is already in use.',
    TH: 'รหัสร้านค้า {code} ถูกใช้งานแล้ว',
    VI: 'Mã thương hiệu {code} đã được sử dụng.',
  },
  merchant_template_not_found: {
    CN: '找不到模板商户 {code}。',
    TW: '找不到範本商戶 {code}。',
    JA: 'テンプレートのマーチャント {code} が見つかりません。',
    EN: 'There is no template merchant {code}.',
    TH: 'ไม่พบร้านค้าต้นแบบ {code}',
    VI: 'Không tìm thấy thương hiệu mẫu {code}.',
  },
  onboarding_key_reused: {
    CN: '此请求键已用于另一个不同的开站请求。',
    TW: '此請求鍵已用於另一個不同的開站請求。',
    JA: 'このリクエストキーは別の内容の作成リクエストですでに使われています。',
    EN: 'This request key was already used for a different onboarding request.',
    TH: 'คีย์คำขอนี้ถูกใช้กับคำขอเปิดแบรนด์อื่นที่ต่างกันแล้ว',
    VI: 'Khóa yêu cầu này đã được dùng cho một yêu cầu tạo thương hiệu khác.',
  },
};
