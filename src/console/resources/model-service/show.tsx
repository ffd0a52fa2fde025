import { Button, Card, Col, Row, Statistic, Timeline, Typography } from 'antd';
import { billLinesHref, paths } from '../../../shared/config/paths';
import type { ModelServiceDetail } from '../../../shared/contracts/model-service';
import { formatYuan } from '../../../shared/core/money';
import { formatDateTime } from '../../../shared/core/time';
import { useStartModelService, useStopModelService } from '../../../shared/features/model-service/api/model-services';
import { useTranslation } from '../../../shared/i18n';
import { DetailHead, DetailPage } from '../../components/DetailPage';
import { LinkButton } from '../../components/LinkButton';
import { servedModel, ServiceStatusTag } from './parts';

const LOG_COLORS = { info: 'blue', warn: 'orange', error: 'red' } as const;

function Billing({ service }: { service: ModelServiceDetail }) {
  const { t } = useTranslation('console');
  const figures: [string, string | number][] = [
    ['billedSeconds', t('modelService.seconds', { count: service.billedSeconds })],
    ['billedAmount', formatYuan(service.billedAmount)],
    ['promptTokens', service.promptTokens],
    ['completionTokens', service.completionTokens],
    ['tokenSpend', formatYuan(service.tokenSpend)],
  ];
  return (
    <Card title={t('modelService.billing')} style={{ marginBottom: 16 }} extra={<LinkButton to={billLinesHref('model_service')}>{t('modelService.toBills')}</LinkButton>}>
      <Row gutter={[16, 16]}>
        {figures.map(([key, value]) => (
          <Col key={key} xs={12} md={8} lg={4}>
            <Statistic title={t(`modelService.${key}`)} value={value} valueStyle={{ fontSize: 20 }} data-testid={`billing-${key}`} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

function CodeSample({ service }: { service: ModelServiceDetail }) {
  const { t } = useTranslation('console');
  const base = `${window.location.origin}${service.endpoint}`;
  const curl = [
    `curl ${base}/chat/completions \\`,
    `  -H "Authorization: Bearer $API_KEY" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"model": "${service.name}", "messages": [{"role": "user", "content": "你好"}], "stream": true}'`,
  ].join('\n');
  const python = ['from openai import OpenAI', '', `client = OpenAI(base_url="${base}", api_key=API_KEY)`, `reply = client.chat.completions.create(model="${service.name}", messages=[{"role": "user", "content": "你好"}])`, 'print(reply.choices[0].message.content)'].join('\n');
  return (
    <Card title={t('modelService.codeTitle')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph copyable={{ text: curl }}>
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{curl}</pre>
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: python }}>
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{python}</pre>
      </Typography.Paragraph>
    </Card>
  );
}

/** /model-services/detail/:id: state and replicas, the endpoint and its access point, billing, logs. */
export default function ModelServiceShow() {
  const { t } = useTranslation('console');
  const stop = useStopModelService();
  const start = useStartModelService();
  const none = t('modelService.none');
  return (
    <DetailPage<ModelServiceDetail>
      resource="modelService"
      title={t('modelService.title')}
      back={{ to: paths.modelServices.getHref(), label: t('modelService.back') }}
      tab={(service) => service.name}
      labels="modelService"
      refreshWhile={(service) => service.status === 'creating' || service.status === 'scaling'}
      head={(service) => (
        <DetailHead name={service.name} status={<ServiceStatusTag status={service.status} />}>
          {service.status === 'stopped' ? (
            <Button loading={start.isPending} onClick={() => start.mutate(service.id)}>
              {t('modelService.start')}
            </Button>
          ) : (
            <Button loading={stop.isPending} disabled={service.status === 'failed'} onClick={() => stop.mutate(service.id)}>
              {t('modelService.stop')}
            </Button>
          )}
        </DetailHead>
      )}
      fields={(service) => ({
        source: `${t(`modelService.sources.${service.source}`)} · ${servedModel(service)}`,
        goods: `${service.gpuType} × ${service.gpuNumber} · ${service.regionName}`,
        replicas: t('modelService.replicasValue', { now: service.replicas, min: service.minReplicas, max: service.maxReplicas }),
        idleTimeout: t('modelService.seconds', { count: service.idleTimeout }),
        hourlyPrice: t('modelService.perCardHour', { price: service.hourlyPrice }),
        tokenPrice: t('modelService.tokenPriceValue', { prompt: service.promptPrice, completion: service.completionPrice }),
        endpoint: <Typography.Text copyable>{`${window.location.origin}${service.endpoint}`}</Typography.Text>,
        accessPoint: service.accessPointId ? <LinkButton to={paths.accessPointDetail.getHref(service.accessPointId)} size="small">{t('modelService.toAccessPoint')}</LinkButton> : none,
        upstreamUrl: service.upstreamUrl ?? none,
        rpm: service.rpm ?? t('modelService.unlimited'),
        tpm: service.tpm ?? t('modelService.unlimited'),
        env: service.env.length ? service.env.map((e) => `${e.name}=${e.value}`).join('  ') : none,
        reason: service.reason ?? none,
        lastCallAt: service.lastCallAt ? formatDateTime(service.lastCallAt) : none,
        createdAt: formatDateTime(service.createdAt),
      })}
    >
      {(service) => (
        <>
          <Billing service={service} />
          <CodeSample service={service} />
          <Card title={t('modelService.logs')}>
            <Timeline
              items={service.logs.map((log) => ({
                color: LOG_COLORS[log.level],
                children: (
                  <span>
                    <Typography.Text type="secondary">{formatDateTime(log.createdAt)}</Typography.Text> {log.message}
                  </span>
                ),
              }))}
            />
          </Card>
        </>
      )}
    </DetailPage>
  );
}
