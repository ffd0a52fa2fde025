import { useQueryClient } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/auth/session';
import type { SupplierProfileBody } from '../../../shared/contracts/supplier';
import { useSaveSupplier, useSupplierInfo } from '../../../shared/features/supplier/api/supplier-profile';
import { invalidateViews } from '../../../shared/query/views';
import { PageContainer } from '../../components/PageContainer';
import { SupplierProfileForm } from './SupplierProfileForm';
import { SupplierStatusCard } from './SupplierStatusCard';

/** 成为供应商: the supplier profile on top of the real-name certification, its review, and resubmission. */
export default function SupplierApplyPage() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const client = useQueryClient();
  const { roles } = useSession();
  const { data: info, isLoading } = useSupplierInfo();
  const save = useSaveSupplier();
  const [form] = Form.useForm<SupplierProfileBody>();
  const [editing, setEditing] = useState(false);

  // A pass gives the account the supplier role: reread who is signed in, so 我的变现 appears.
  useEffect(() => {
    if (info?.status === 'review_pass' && !roles.includes('supplier')) void invalidateViews(client, 'user');
  }, [info?.status, roles, client]);

  useEffect(() => {
    if (info?.applied) {
      form.setFieldsValue({
        contactName: info.contactName,
        contactPhone: info.contactPhone,
        contactEmail: info.contactEmail,
        bankAccountName: info.bankAccountName,
        bankName: info.bankName,
        bankBranch: info.bankBranch,
      });
    } else if (info?.certificationName) {
      form.setFieldsValue({ bankAccountName: info.certificationName });
    }
  }, [info, form]);

  const submit = async (values: SupplierProfileBody) => {
    await save.mutateAsync({ body: values, mode: info?.applied ? 'update' : 'add' });
    message.success(t('supplier.apply.submitted'));
    setEditing(false);
  };

  const certified = info?.certificationStatus === 'review_pass';
  const showForm = certified && (!info?.applied || info.status === 'review_failed' || editing);

  return (
    <PageContainer title={t('supplier.apply.title')} intro={t('supplier.apply.intro')}>
      <SupplierStatusCard info={info} loading={isLoading} certified={certified} editing={editing} onEdit={() => setEditing(true)} />
      {showForm && <SupplierProfileForm form={form} info={info} saving={save.isPending} onFinish={submit} />}
    </PageContainer>
  );
}
