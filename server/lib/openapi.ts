import { Code } from '../../src/shared/core/codes';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../src/shared/core/paging';

/**
 * The part of the API reference that every call shares, written once: the envelope, the codes of
 * SPEC §8, tokens, paging, money and time. Shown at the top of /gateway/docs.
 */
export const API_DESCRIPTION = `
算力市场的网关接口。每个接口的请求与应答都来自同一份契约（\`src/shared/contracts\`），网关与前端共用。

## 应答信封
每个 \`/gateway\` 应答都是 JSON \`{code, data, msg}\`。业务结果一律为 HTTP 200，以 \`code\` 区分；
下文每个接口的 200 应答描述的是成功（\`code = ${Code.SUCCESS}\`）时的 \`data\`。

| code | 含义 | data |
|---|---|---|
| ${Code.SUCCESS} | 成功 | 接口的结果 |
| ${Code.PARAM} | 参数错误，\`msg\` 指出字段 | \`[{field, message}]\` |
| ${Code.NO_TOKEN} | 未携带令牌 | null |
| ${Code.TOKEN_INVALID} | 令牌无效或已注销 | null |
| ${Code.TOKEN_EXPIRED} | 令牌已过期 | null |
| ${Code.WILL_LOCK} | 即将锁定（密码错误次数） | null |
| ${Code.LOCKED} | 已锁定 | 解锁时间等 |
| ${Code.EXISTS} | 数据已存在 | null |
| ${Code.NOT_ENABLED} | 数据未启用 | null |
| ${Code.NOT_FOUND} | 数据不存在（含他人的记录） | null |
| ${Code.FORBIDDEN} | 已登录，但角色无权使用该接口 | null |
| ${Code.NO_ROUTE} | 接口不存在 | null |
| ${Code.RATE_LIMITED} | 请求过于频繁（HTTP 429） | null |
| ${Code.ERROR} | 其他失败；意外故障为 HTTP 500，信息不含细节 | 视接口而定 |

## 令牌
登录后得到不透明的随机令牌，以 \`Authorization: <token>\` 发送（也接受 \`Bearer \` 前缀）。令牌在退出登录、修改密码时作废。

## 分页
列表接口接受 \`current\`（从 1 开始）、\`size\`（1–${PAGE_SIZE_MAX}，默认 ${PAGE_SIZE_DEFAULT}）、\`orderField\`、\`orderSort\`（\`asc|desc\`）与筛选参数，
应答 \`{records, total, current, size, pages}\`；不支持的 \`orderField\` 为 ${Code.PARAM}。

## 金额与时间
金额是两位小数的十进制字符串（单价可到四位），从不用浮点数；时间是带 \`+08:00\` 的 ISO 8601（Asia/Shanghai）。

## 幂等
下单接口接受 \`Idempotency-Key\` 头：同一键重复提交同一请求得到同一订单；同一键用于另一请求（方法、路径或请求体不同）为 ${Code.PARAM}，指明 \`Idempotency-Key\`。
`.trim();
