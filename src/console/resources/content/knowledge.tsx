import { ContentPage } from './ContentPage';

/** 管理 › 内容 › knowledge. */
export default function Page() {
  return <ContentPage kind="knowledge" />;
}
