import { ContentPage } from './ContentPage';

/** 管理 › 内容 › carousel. */
export default function Page() {
  return <ContentPage kind="carousel" />;
}
