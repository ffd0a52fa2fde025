import { Alert, Button, Space } from 'antd';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/config/paths';
import { useTranslation } from '../../shared/i18n';
import { openAccountDialog } from '../../shared/ui/account-dialogs';
import type { OrderProblem } from './use-order';
import styles from './gpu-market.module.css';

/** Why the order was refused; short of money, with the ways to top up. */
export function OrderProblemAlert({ problem }: { problem: OrderProblem }) {
  const { t } = useTranslation('storefront');
  const location = useLocation();
  const funds = problem.reason === 'insufficient_funds';
  const certify = problem.reason === 'certification_required';
  const title = funds ? t('market.insufficientFunds') : problem.reason === 'out_of_stock' ? t('market.outOfStockTitle') : certify ? t('market.certifyTitle') : t('market.orderFailed');
  return (
    <Alert
      className={styles.problem}
      role="alert"
      type={funds ? 'warning' : 'error'}
      showIcon
      message={title}
      description={
        funds ? (
          <>
            <p style={{ margin: '0 0 10px' }}>
              {problem.needed && problem.available ? t('market.insufficientHint', { needed: problem.needed, available: problem.available }) : problem.message}
              {problem.frozen && problem.frozen !== '0.00' && t('market.insufficientFrozen', { frozen: problem.frozen })}
            </p>
            <Space wrap>
              <Button type="primary" onClick={() => openAccountDialog('recharge')}>
                {t('market.recharge')}
              </Button>
              <Button onClick={() => openAccountDialog('coupons')}>{t('market.redeem')}</Button>
            </Space>
          </>
        ) : certify ? (
          <>
            <p style={{ margin: '0 0 10px' }}>{problem.message}</p>
            <Link to={`${paths.certification.getHref()}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>{t('market.goCertify')}</Link>
          </>
        ) : (
          problem.message
        )
      }
    />
  );
}
