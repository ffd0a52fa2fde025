import { useTranslation } from '../../shared/i18n';
import { site } from '../../shared/config/site';
import { MailIcon } from '../../shared/ui/icons';
import { PhoneIcon } from '../../shared/ui/page-icons';
import { useConsultationPhones } from '../../shared/features/content/api/get-consultation-phones';
import styles from '../ui/consultation.module.css';
import { AsideCard } from '../ui/FormLayout';
import ui from '../ui/ui.module.css';

/** The phones of GET /v1/activity/getConsultationPhone, and the support e-mail. */
export function ContactAside() {
  const { t } = useTranslation('storefront');
  const phones = useConsultationPhones();
  // Until the list arrives (or if it cannot), the operator's main line is shown.
  const list = phones.data && phones.data.length > 0 ? phones.data : [{ phone: site.businessPhone, name: undefined, serviceHours: undefined }];
  return (
    <>
      <AsideCard
        title={
          <>
            <PhoneIcon size={18} />
            {t('consultation.phonesTitle')}
          </>
        }
      >
        <ul className={styles.phones} data-testid="consultation-phones">
          {list.map((item) => (
            <li key={`${item.name}-${item.phone}`}>
              {item.name && <span className={styles.phoneName}>{item.name}</span>}
              <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`} className={styles.phone}>
                {item.phone}
              </a>
              {item.serviceHours && <span className={styles.hours}>{item.serviceHours}</span>}
            </li>
          ))}
        </ul>
      </AsideCard>
      <AsideCard
        title={
          <>
            <MailIcon size={18} />
            {t('consultation.emailTitle')}
          </>
        }
      >
        <a href={`mailto:${site.supportEmail}`} className={ui.textLink}>
          {site.supportEmail}
        </a>
      </AsideCard>
    </>
  );
}
