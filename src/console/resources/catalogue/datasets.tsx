import { CataloguePage } from './CataloguePage';

/** 管理 › 内容 › 数据集. */
export default function Page() {
  return <CataloguePage kind="dataset" />;
}
