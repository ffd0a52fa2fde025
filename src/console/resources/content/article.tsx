import { ContentPage } from './ContentPage';

/** 管理 › 内容 › article. */
export default function Page() {
  return <ContentPage kind="article" />;
}
