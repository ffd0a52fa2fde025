import { Card, Tabs } from 'antd';
import { useTranslation } from '../../../shared/i18n';

/** The same ID photo call as curl, Python and JavaScript, against this site's real address. */
export function CodeSamples() {
  const { t } = useTranslation('console');
  const url = `${window.location.origin}/gateway/open/v1/photo/id-photo`;
  const samples = {
    curl: `curl -X POST '${url}' \\
  -H 'Authorization: Bearer sk-…' \\
  -H 'Idempotency-Key: order-20260101-0001' \\
  -F 'image=@photo.jpg' \\
  -F 'size=1inch' \\
  -F 'background=blue'`,
    Python: `import base64, requests

answer = requests.post(
    "${url}",
    headers={"Authorization": "Bearer sk-…", "Idempotency-Key": "order-20260101-0001"},
    files={"image": open("photo.jpg", "rb")},
    data={"size": "1inch", "background": "blue"},
    timeout=60,
).json()
if answer["code"] != 100000:
    raise SystemExit(answer["msg"])
open("id-photo.png", "wb").write(base64.b64decode(answer["data"]["image"]))
print(answer["data"]["cost"], answer["data"]["freeImagesLeft"])`,
    JavaScript: `import { readFile, writeFile } from 'node:fs/promises';

const form = new FormData();
form.append('image', new Blob([await readFile('photo.jpg')], { type: 'image/jpeg' }), 'photo.jpg');
form.append('size', '1inch');
form.append('background', 'blue');
const answer = await fetch('${url}', {
  method: 'POST',
  headers: { Authorization: 'Bearer sk-…', 'Idempotency-Key': 'order-20260101-0001' },
  body: form,
}).then((response) => response.json());
if (answer.code !== 100000) throw new Error(answer.msg);
await writeFile('id-photo.png', Buffer.from(answer.data.image, 'base64'));`,
  };
  return (
    <Card title={t('accessPoint.code')} style={{ marginBottom: 16 }}>
      <p style={{ marginTop: 0 }}>{t('accessPoint.codeIntro')}</p>
      <Tabs
        items={Object.entries(samples).map(([key, code]) => ({
          key,
          label: key,
          children: (
            <pre data-testid={`code-${key}`} style={{ margin: 0, padding: 12, overflow: 'auto', background: 'rgba(0,0,0,0.04)', borderRadius: 6, fontSize: 12 }}>
              {code}
            </pre>
          ),
        }))}
      />
    </Card>
  );
}
