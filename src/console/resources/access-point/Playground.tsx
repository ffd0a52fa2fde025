import { DownloadOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Radio, Row, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { PhotoResult } from '../../../shared/contracts/inference';
import { ID_PHOTO_BACKGROUNDS, ID_PHOTO_SIZES, PHOTO_MAX_BYTES, PORTRAIT_STYLES, type IdPhotoBackground, type IdPhotoSize, type PortraitStyle } from '../../../shared/core/photo';
import { formatYuan } from '../../../shared/core/money';
import { useRunPlayground } from '../../../shared/features/inference/api/access-points';
import { useTranslation } from '../../../shared/i18n';

export const SAMPLE_PHOTO = '/media/samples/portrait-eileen-collins.jpg';

interface Photo {
  blob: Blob;
  name: string;
  url: string;
}

/** Try the access point: a photo (uploaded or the sample), the options, the result with its cost and latency. */
export function Playground({ accessPointId }: { accessPointId: number }) {
  const { t } = useTranslation('console');
  const run = useRunPlayground();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [product, setProduct] = useState<'id_photo' | 'portrait'>('id_photo');
  const [style, setStyle] = useState<PortraitStyle>('background_studio');
  const [size, setSize] = useState<IdPhotoSize>('1inch');
  const [background, setBackground] = useState<IdPhotoBackground>('blue');
  const [result, setResult] = useState<{ data: PhotoResult; ms: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (blob: Blob, name: string) => {
    if (photo) URL.revokeObjectURL(photo.url);
    setPhoto({ blob, name, url: URL.createObjectURL(blob) });
    setProblem(null);
  };
  const pickSample = async () => {
    const response = await fetch(SAMPLE_PHOTO);
    choose(await response.blob(), t('accessPoint.sampleName'));
  };
  const start = async () => {
    if (!photo) {
      setProblem(t('accessPoint.needPhoto'));
      return;
    }
    setProblem(null);
    const began = performance.now();
    try {
      const file = { id: accessPointId, image: photo.blob, fileName: photo.name.endsWith('.jpg') ? photo.name : 'photo.jpg' };
      const data = await run.mutateAsync(product === 'portrait' ? { ...file, product, style } : { ...file, product, size, background });
      setResult({ data, ms: Math.round(performance.now() - began) });
    } catch (error) {
      setResult(null);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const src = result ? `data:image/png;base64,${result.data.image}` : null;

  return (
    <Card title={t('accessPoint.playground')} style={{ marginBottom: 16 }} data-testid="playground">
      <p style={{ marginTop: 0 }}>{t('accessPoint.playgroundIntro')}</p>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <Space wrap style={{ marginBottom: 12 }}>
            <Upload
              accept="image/jpeg,image/png,image/webp"
              showUploadList={false}
              beforeUpload={(file) => {
                if (file.size > PHOTO_MAX_BYTES) setProblem('图片过大：不能超过 20 MB');
                else choose(file, file.name);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>{t('accessPoint.upload')}</Button>
            </Upload>
            <Button icon={<PictureOutlined />} onClick={() => void pickSample()}>
              {t('accessPoint.useSample')}
            </Button>
          </Space>
          {photo && (
            <div style={{ marginBottom: 12 }}>
              <Typography.Text type="secondary">{t('accessPoint.chosen', { name: photo.name })}</Typography.Text>
              <img src={photo.url} alt={photo.name} style={{ display: 'block', maxWidth: '100%', maxHeight: 240, marginTop: 8, borderRadius: 6 }} />
            </div>
          )}
          <div style={{ marginBottom: 12 }}>
            <div style={{ marginBottom: 4 }}>{t('accessPoint.product')}</div>
            <Radio.Group
              value={product}
              onChange={(event) => setProduct(event.target.value as 'id_photo' | 'portrait')}
              optionType="button"
              buttonStyle="solid"
              options={(['id_photo', 'portrait'] as const).map((value) => ({ value, label: t(`accessPoint.photoProducts.${value}`) }))}
            />
          </div>
          {product === 'portrait' ? (
            <div style={{ marginBottom: 16 }}>
              <div style={{ marginBottom: 4 }}>{t('accessPoint.style')}</div>
              <Radio.Group
                value={style}
                onChange={(event) => setStyle(event.target.value as PortraitStyle)}
                optionType="button"
                options={(Object.keys(PORTRAIT_STYLES) as PortraitStyle[]).map((value) => ({ value, label: PORTRAIT_STYLES[value].label }))}
              />
              <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
                {PORTRAIT_STYLES[style].description}
              </Typography.Paragraph>
            </div>
          ) : (
            <>
            <div style={{ marginBottom: 12 }}>
              <div style={{ marginBottom: 4 }}>{t('accessPoint.size')}</div>
              <Radio.Group value={size} onChange={(event) => setSize(event.target.value as IdPhotoSize)} optionType="button" options={(Object.keys(ID_PHOTO_SIZES) as IdPhotoSize[]).map((value) => ({ value, label: t(`accessPoint.sizes.${value}`) }))} />
            </div>
            <div style={{ marginBottom: 16 }}>
              <div style={{ marginBottom: 4 }}>{t('accessPoint.background')}</div>
              <Radio.Group
                value={background}
                onChange={(event) => setBackground(event.target.value as IdPhotoBackground)}
                optionType="button"
                options={(Object.keys(ID_PHOTO_BACKGROUNDS) as IdPhotoBackground[]).map((value) => ({
                  value,
                  label: (
                    <span>
                      <span style={{ display: 'inline-block', width: 10, height: 10, marginRight: 6, borderRadius: 2, border: '1px solid #ccc', background: ID_PHOTO_BACKGROUNDS[value].hex }} />
                      {t(`accessPoint.backgrounds.${value}`)}
                    </span>
                  ),
                }))}
              />
            </div>
            </>
          )}
          <Button type="primary" loading={run.isPending} onClick={() => void start()}>
            {product === 'portrait' ? t('accessPoint.runPortrait') : t('accessPoint.run')}
          </Button>
          {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 12 }} role="alert" />}
        </Col>
        <Col xs={24} md={12}>
          {result && src && (
            <div data-testid="playground-result">
              <img src={src} alt={t('accessPoint.result')} width={result.data.width} height={result.data.height} style={{ maxWidth: '100%', height: 'auto', border: '1px solid #eee' }} />
              <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
                <Descriptions.Item label={t('accessPoint.size')}>{`${result.data.width}×${result.data.height}`}</Descriptions.Item>
                <Descriptions.Item label={t('accessPoint.cost')}>{result.data.free ? `${formatYuan(result.data.cost)}（${t('accessPoint.free')}）` : formatYuan(result.data.cost)}</Descriptions.Item>
                <Descriptions.Item label={t('accessPoint.latency')}>{`${result.ms} ms`}</Descriptions.Item>
                <Descriptions.Item label={t('accessPoint.freeImagesLeft')}>
                  <span data-testid="result-free-left">{result.data.freeImagesLeft}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('accessPoint.requestId')}>
                  <Typography.Text code>{result.data.requestId}</Typography.Text>
                </Descriptions.Item>
              </Descriptions>
              <Button icon={<DownloadOutlined />} href={src} download={`photo-${result.data.requestId}.png`}>
                {t('accessPoint.download')}
              </Button>
            </div>
          )}
        </Col>
      </Row>
    </Card>
  );
}
