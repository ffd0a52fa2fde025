import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useCustomMutation, useForm, type HttpError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Descriptions, Form, Input, Tag, Upload } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { Avatar as AvatarAnswer, Profile, ProfileBody } from '../../../shared/contracts/profile';
import { formatDateTimeSeconds } from '../../../shared/core/time';
import { checkCode, checkEmail } from '../../../shared/core/validation';
import { CodeInput } from '../../../shared/features/account/components/CodeInput';
import { SendCodeButton } from '../../../shared/features/account/components/SendCodeButton';
import { invalidateViews } from '../../../shared/query/views';
import { applyFieldErrors } from '../../../shared/ui/field-errors';
import { rule } from '../../../shared/ui/form-rules';
import { toast } from '../../../shared/ui/toast';
import { PageContainer } from '../../components/PageContainer';
import * as API from '../../../shared/core/api-paths';

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** 个人资料: nickname, contact e-mail and avatar of the signed-in user. */
export default function ProfilePage() {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileBody>();
  const { query, onFinish, mutation } = useForm<Profile, HttpError, ProfileBody>({
    resource: 'profile',
    action: 'edit',
    id: 'me',
    redirect: false,
    successNotification: false,
    onMutationSuccess: () => {
      toast.success(t('profile.saved'));
      // The name and e-mail show wherever the user does: every view of the user refreshes.
      void invalidateViews(queryClient, 'user');
    },
  });
  const profile = query?.data?.data;
  useEffect(() => {
    if (profile) form.setFieldsValue({ name: profile.name, email: profile.email, verifyCode: '' });
  }, [profile, form]);
  // A new e-mail is saved only with the code sent to it (it signs in and receives password resets).
  const email: string = Form.useWatch('email', form) ?? '';
  const emailChanged = Boolean(profile && email.trim() && email.trim().toLowerCase() !== profile.email.toLowerCase());

  const upload = useCustomMutation<AvatarAnswer>();
  const sendAvatar = (file: File) => {
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(t('profile.avatarTooLarge'));
      return;
    }
    upload.mutate(
      { url: API.profile.avatar, method: 'post', values: file, config: { headers: { 'content-type': file.type || 'application/octet-stream' } }, successNotification: false },
      {
        onSuccess: () => {
          toast.success(t('profile.avatarUpdated'));
          void invalidateViews(queryClient, 'user');
        },
      },
    );
  };

  const submit = async (values: ProfileBody) => {
    try {
      await onFinish(emailChanged ? values : { name: values.name, email: values.email });
    } catch (error) {
      // 50005 field errors from the gateway land on their fields.
      applyFieldErrors(form, error);
    }
  };

  return (
    <PageContainer title={t('profile.title')}>
      <Card loading={query?.isLoading} title={t('profile.basic')}>
        <div style={{ display: 'flex', gap: 48, flexWrap: 'wrap' }}>
          <div style={{ textAlign: 'center', width: 180 }}>
            <Avatar size={112} src={profile?.avatarUrl || undefined} icon={<UserOutlined />} alt={t('profile.avatar')} />
            <div style={{ marginTop: 16 }}>
              <Upload
                accept="image/png,image/jpeg,image/webp,image/gif"
                showUploadList={false}
                beforeUpload={(file) => {
                  sendAvatar(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={upload.mutation.isPending}>
                  {t('profile.changeAvatar')}
                </Button>
              </Upload>
              <div style={{ marginTop: 8, fontSize: 12, opacity: 0.65 }}>{t('profile.avatarHint')}</div>
            </div>
          </div>
          <div style={{ flex: 1, minWidth: 320, maxWidth: 560 }}>
            <Descriptions column={1} size="small" style={{ marginBottom: 24 }}>
              <Descriptions.Item label={t('profile.userName')}>{profile?.userName}</Descriptions.Item>
              <Descriptions.Item label={t('profile.userId')}>{profile?.userBaseId}</Descriptions.Item>
              <Descriptions.Item label={t('profile.roles')}>
                {profile?.roles.map((role) => <Tag key={role}>{t(`roles.names.${role}`, { defaultValue: role })}</Tag>)}
              </Descriptions.Item>
              <Descriptions.Item label={t('profile.createdAt')}>{profile && formatDateTimeSeconds(profile.createdAt)}</Descriptions.Item>
            </Descriptions>
            <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
              <Form.Item name="name" label={t('profile.name')} rules={[{ required: true, whitespace: true, max: 32 }]}>
                <Input placeholder={t('profile.namePlaceholder')} maxLength={32} showCount />
              </Form.Item>
              <Form.Item
                name="email"
                label={t('profile.email')}
                rules={[{ validator: async (_, value: string) => { if (value && checkEmail(value)) throw new Error(checkEmail(value)!); } }]}
              >
                <Input placeholder={t('profile.emailPlaceholder')} maxLength={128} />
              </Form.Item>
              {emailChanged && (
                <Form.Item label={t('profile.emailCode')} required extra={t('profile.emailCodeHint')}>
                  <div style={{ display: 'flex', gap: 8 }}>
                    <Form.Item name="verifyCode" noStyle rules={[rule(checkCode)]}>
                      <CodeInput placeholder={t('profile.emailCode')} aria-label={t('profile.emailCode')} />
                    </Form.Item>
                    <SendCodeButton email scene="changeEmail" target={async () => ({ email: (await form.validateFields(['email'])).email.trim() })} />
                  </div>
                </Form.Item>
              )}
              <Button type="primary" htmlType="submit" loading={mutation.isPending}>
                {t('common.save')}
              </Button>
            </Form>
          </div>
        </div>
      </Card>
    </PageContainer>
  );
}
