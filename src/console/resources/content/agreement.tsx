import { ContentPage } from './ContentPage';

/** 管理 › 内容 › agreement. */
export default function Page() {
  return <ContentPage kind="agreement" />;
}
