import { ContentPage } from './ContentPage';

/** 管理 › 内容 › news. */
export default function Page() {
  return <ContentPage kind="news" />;
}
