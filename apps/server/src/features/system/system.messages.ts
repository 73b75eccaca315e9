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
  primary_domain_not_site: {
    CN: '{host} 是镜像域名，只有站点域名可以设为主域名。',
    TW: '{host} 是鏡像網域，只有站點網域可以設為主網域。',
    JA: '{host} はミラーです。メインドメインにできるのはサイトドメインだけです。',
    EN: '{host} is a mirror: only a site domain can be the primary one.',
    TH: '{host} เป็นโดเมนมิเรอร์ ตั้งเป็นโดเมนหลักได้เฉพาะโดเมนเว็บไซต์',
    VI: '{host} là tên miền dự phòng: chỉ tên miền trang mới có thể là tên miền chính.',
  },
};
