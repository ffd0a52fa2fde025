import { CataloguePage } from './CataloguePage';

/** 管理 › 内容 › 模型. */
export default function Page() {
  return <CataloguePage kind="model" />;
}
