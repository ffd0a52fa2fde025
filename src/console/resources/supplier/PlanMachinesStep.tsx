import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import type { Region } from '../../../shared/contracts/market';
import type { MachineInput } from '../../../shared/contracts/supplier';
import { regionsQueryOptions } from '../../../shared/features/compute/api/get-regions';
import { useTranslation } from '../../../shared/i18n';
import { defaultMachine } from './plan-model';
import { requiredRule } from './plan-rules';

/** Step 2 of the plan wizard: the machines, one card each, with their prices. */
export function PlanMachinesStep({ machines }: { machines: MachineInput[] | undefined }) {
  const { t } = useTranslation('console');
  const { data: regions = [] } = useQuery(regionsQueryOptions());
  return (
    <Form.List name="machines">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <MachineCard
              key={field.key}
              field={field}
              index={index}
              bare={machines?.[index]?.resourceType === 'TG_BMS'}
              regions={regions}
              onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
            />
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(defaultMachine())}>
            {t('supplier.form.addMachine')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

interface MachineCardProps {
  field: FormListFieldData;
  index: number;
  /** A bare-metal machine is priced by month, quarter and year; a cloud one by day and night hours. */
  bare: boolean;
  regions: Region[];
  /** Absent when this is the only machine. */
  onRemove?: () => void;
}

function MachineCard({ field, index, bare, regions, onRemove }: MachineCardProps) {
  const { t } = useTranslation('console');
  const item = (name: string | string[], label: string, node: ReactNode, span = 8) => (
    <Col xs={24} md={span}>
      <Form.Item name={[field.name, ...(Array.isArray(name) ? name : [name])]} label={label} rules={[requiredRule(t, label)]}>
        {node}
      </Form.Item>
    </Col>
  );
  const num = (min = 1) => <InputNumber min={min} style={{ width: '100%' }} />;
  return (
    <Card
      size="small"
      type="inner"
      style={{ marginBottom: 16 }}
      title={t('supplier.form.machine', { index: index + 1 })}
      extra={
        onRemove && (
          <Button size="small" danger icon={<DeleteOutlined />} onClick={onRemove}>
            {t('supplier.form.removeMachine')}
          </Button>
        )
      }
    >
      <Row gutter={12}>
        {item(
          'resourceType',
          t('supplier.form.resourceType'),
          <Select options={(['TG_ECS', 'TG_BMS'] as const).map((value) => ({ value, label: t(`supplier.form.resourceTypes.${value}`) }))} />,
          12,
        )}
        {item('regionCode', t('supplier.form.regionCode'), <Select options={regions.map((r) => ({ value: r.code, label: r.name }))} />, 6)}
        {item('quantity', t('supplier.form.quantity'), num(), 6)}
        {item('gpuModel', t('supplier.form.gpuModel'), <Input maxLength={32} />)}
        {item('gpuCount', t('supplier.form.gpuCount'), <InputNumber min={0} max={16} style={{ width: '100%' }} />)}
        {item('gpuVram', t('supplier.form.gpuVram'), num())}
        {item('cpuModel', t('supplier.form.cpuModel'), <Input maxLength={64} />)}
        {item('cpuCores', t('supplier.form.cpuCores'), num())}
        {item('ramGb', t('supplier.form.ramGb'), num())}
        {item('diskGb', t('supplier.form.diskGb'), num())}
        {item('bandwidthMbps', t('supplier.form.bandwidthMbps'), num())}
        {item('publicIp', t('supplier.form.publicIp'), <Input maxLength={15} placeholder="203.0.113.10" />)}
        {item('sshPort', t('supplier.form.sshPort'), num())}
        {item('driverVersion', t('supplier.form.driverVersion'), <Input maxLength={32} />)}
        {item('cudaVersion', t('supplier.form.cudaVersion'), <Input maxLength={5} />)}
        {bare ? (
          <>
            {item(['prices', 'month'], t('supplier.form.priceMonth'), <InputNumber<string> min="0" precision={2} stringMode style={{ width: '100%' }} />)}
            {item(['prices', 'quarter'], t('supplier.form.priceQuarter'), <InputNumber<string> min="0" precision={2} stringMode style={{ width: '100%' }} />)}
            {item(['prices', 'year'], t('supplier.form.priceYear'), <InputNumber<string> min="0" precision={2} stringMode style={{ width: '100%' }} />)}
          </>
        ) : (
          <>
            {item(['prices', 'day'], t('supplier.form.priceDay'), <InputNumber<string> min="0" step="0.1" precision={4} stringMode style={{ width: '100%' }} />, 12)}
            {item(['prices', 'night'], t('supplier.form.priceNight'), <InputNumber<string> min="0" step="0.1" precision={4} stringMode style={{ width: '100%' }} />, 12)}
          </>
        )}
      </Row>
    </Card>
  );
}
