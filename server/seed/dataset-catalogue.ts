import type { DatasetFormat, DatasetLicense, DatasetModality, DatasetTask } from '../../src/shared/core/dataset';
import { aishell, alpacaZh, amazonReviews, californiaHousing, cmrc, coco, type Draw, gsm8k, hc3, imdb, iris, squad, tnews, type Row } from './dataset-generators';

export interface DatasetFileSeed {
  split: string;
  format: DatasetFormat;
  /** Rows generated for the hosted file. */
  rows: (draw: Draw) => Row[];
}

/** A dataset's public facts (its card, as its publisher states them) and the files hosted here. */
export interface DatasetSeed {
  datasetId: string;
  publisher: string;
  name: string;
  summary: string;
  task: DatasetTask;
  modality: DatasetModality;
  license: DatasetLicense;
  languages: string[];
  tags: string[];
  /** Rows of the full dataset. */
  rows: number;
  downloads: number;
  publishTime: string;
  /** What the columns hold, for the README. */
  columns: [string, string][];
  files: DatasetFileSeed[];
}

/**
 * Twelve open datasets, with their publishers' facts (rows, licence, languages, splits, 2025's
 * download counts rounded). The files hosted here are samples generated with each dataset's
 * columns (dataset-generators.ts); one of them, the Chinese reviews' train split, has 10,000 rows.
 */
export const DATASET_SEEDS: DatasetSeed[] = [
  {
    datasetId: 'amazon_reviews_multi_zh',
    publisher: 'mteb',
    name: '亚马逊多语言商品评论（中文）',
    summary: 'Multilingual Amazon Reviews Corpus 的中文部分：商品评论的标题、正文、星级与品类，用于情感分类与评分预测。',
    task: 'text-classification',
    modality: 'text',
    license: 'other',
    languages: ['zh'],
    tags: ['sentiment', 'reviews', 'e-commerce'],
    rows: 210_000,
    downloads: 48_210,
    publishTime: '2024-03-18T10:00:00+08:00',
    columns: [['review_id', '评论编号'], ['product_category', '商品品类（标签）'], ['stars', '星级 1–5'], ['review_title', '评论标题（可能为空）'], ['review_body', '评论正文'], ['helpful_votes', '“有用”票数（可能为空）']],
    files: [
      { split: 'train', format: 'parquet', rows: (d) => amazonReviews(d, 10_000, 'train') },
      { split: 'test', format: 'csv', rows: (d) => amazonReviews(d, 1_000, 'test') },
    ],
  },
  {
    datasetId: 'alpaca-zh',
    publisher: 'shibing624',
    name: 'Alpaca 中文指令数据',
    summary: '按 Alpaca 格式整理的中文指令微调数据（instruction / input / output），由 GPT-4 生成，常用于中文对话模型的 SFT。',
    task: 'text-generation',
    modality: 'text',
    license: 'cc-by-4.0',
    languages: ['zh'],
    tags: ['instruction-tuning', 'sft', 'alpaca'],
    rows: 48_818,
    downloads: 35_620,
    publishTime: '2024-06-02T09:00:00+08:00',
    columns: [['instruction', '指令'], ['input', '补充输入（可为空字符串）'], ['output', '期望回答']],
    files: [{ split: 'train', format: 'jsonl', rows: (d) => alpacaZh(d, 300) }],
  },
  {
    datasetId: 'gsm8k',
    publisher: 'openai',
    name: 'GSM8K 小学数学应用题',
    summary: '8.5K 道语言多样的小学数学应用题，答案包含逐步推理与最终数值（#### 之后），是评测大模型推理能力的常用基准。',
    task: 'question-answering',
    modality: 'text',
    license: 'mit',
    languages: ['en'],
    tags: ['math', 'reasoning', 'benchmark'],
    rows: 8_792,
    downloads: 412_800,
    publishTime: '2024-01-10T09:00:00+08:00',
    columns: [['question', '题目'], ['answer', '推理过程与答案（#### 后为最终数值）']],
    files: [
      { split: 'train', format: 'jsonl', rows: (d) => gsm8k(d, 400) },
      { split: 'test', format: 'jsonl', rows: (d) => gsm8k(d, 100) },
    ],
  },
  {
    datasetId: 'squad',
    publisher: 'rajpurkar',
    name: 'SQuAD 1.1 阅读理解',
    summary: '斯坦福问答数据集：基于维基百科段落的众包问题，答案是段落中的一段文字（抽取式问答）。',
    task: 'question-answering',
    modality: 'text',
    license: 'cc-by-sa-4.0',
    languages: ['en'],
    tags: ['extractive-qa', 'wikipedia'],
    rows: 98_169,
    downloads: 265_400,
    publishTime: '2023-11-20T09:00:00+08:00',
    columns: [['id', '问题编号'], ['title', '维基百科条目'], ['context', '段落'], ['question', '问题'], ['answer_text', '答案文本'], ['answer_start', '答案在段落中的起始位置']],
    files: [
      { split: 'train', format: 'parquet', rows: (d) => squad(d, 500, 'train') },
      { split: 'validation', format: 'parquet', rows: (d) => squad(d, 100, 'validation') },
    ],
  },
  {
    datasetId: 'cmrc2018',
    publisher: 'hfl',
    name: 'CMRC 2018 中文机器阅读理解',
    summary: '第二届“讯飞杯”中文机器阅读理解评测数据：基于中文维基百科段落、由人工标注的抽取式问答。',
    task: 'question-answering',
    modality: 'text',
    license: 'cc-by-sa-4.0',
    languages: ['zh'],
    tags: ['extractive-qa', 'wikipedia', 'chinese'],
    rows: 14_363,
    downloads: 9_870,
    publishTime: '2024-02-26T09:00:00+08:00',
    columns: [['id', '问题编号'], ['context', '段落'], ['question', '问题'], ['answer_text', '答案文本'], ['answer_start', '答案起始位置']],
    files: [
      { split: 'train', format: 'jsonl', rows: (d) => cmrc(d, 300, 'train') },
      { split: 'validation', format: 'jsonl', rows: (d) => cmrc(d, 100, 'validation') },
    ],
  },
  {
    datasetId: 'HC3-Chinese',
    publisher: 'Hello-SimpleAI',
    name: 'HC3 人类与 ChatGPT 回答对比（中文）',
    summary: '同一问题下人类专家与 ChatGPT 的回答对照，覆盖百科、开放问答、医疗、金融、心理、法律等来源，用于 AI 生成文本检测。',
    task: 'text-classification',
    modality: 'text',
    license: 'cc-by-sa-4.0',
    languages: ['zh'],
    tags: ['ai-detection', 'chatgpt'],
    rows: 12_853,
    downloads: 6_540,
    publishTime: '2024-04-08T09:00:00+08:00',
    columns: [['source', '来源（标签）'], ['question', '问题'], ['human_answer', '人类回答'], ['chatgpt_answer', 'ChatGPT 回答']],
    files: [{ split: 'train', format: 'jsonl', rows: (d) => hc3(d, 300) }],
  },
  {
    datasetId: 'tnews',
    publisher: 'CLUEbenchmark',
    name: 'TNEWS 今日头条中文新闻分类',
    summary: 'CLUE 基准中的短文本分类任务：今日头条新闻标题与关键词，15 个新闻类别。',
    task: 'text-classification',
    modality: 'text',
    license: 'other',
    languages: ['zh'],
    tags: ['news', 'clue', 'benchmark'],
    rows: 73_360,
    downloads: 15_230,
    publishTime: '2023-09-14T09:00:00+08:00',
    columns: [['label', '类别编号'], ['label_desc', '类别名称（标签）'], ['sentence', '新闻标题'], ['keywords', '关键词']],
    files: [
      { split: 'train', format: 'csv', rows: (d) => tnews(d, 1_000) },
      { split: 'validation', format: 'csv', rows: (d) => tnews(d, 200) },
    ],
  },
  {
    datasetId: 'imdb',
    publisher: 'stanfordnlp',
    name: 'IMDB 电影评论情感',
    summary: '5 万条带正负标签的 IMDB 英文影评（另有 5 万条无标签），二分类情感分析的经典基准。',
    task: 'text-classification',
    modality: 'text',
    license: 'other',
    languages: ['en'],
    tags: ['sentiment', 'movie-reviews'],
    rows: 100_000,
    downloads: 198_300,
    publishTime: '2023-08-01T09:00:00+08:00',
    columns: [['text', '影评'], ['label', '0 负面 / 1 正面']],
    files: [
      { split: 'train', format: 'csv', rows: (d) => imdb(d, 1_000) },
      { split: 'test', format: 'csv', rows: (d) => imdb(d, 500) },
    ],
  },
  {
    datasetId: 'aishell-1',
    publisher: 'AISHELL',
    name: 'AISHELL-1 中文普通话语音',
    summary: '178 小时、400 位说话人的中文普通话朗读语音及转写（OpenSLR SLR33）。本站托管转写与时长元数据，音频请按许可证自行获取。',
    task: 'automatic-speech-recognition',
    modality: 'audio',
    license: 'apache-2.0',
    languages: ['zh'],
    tags: ['asr', 'mandarin', 'openslr'],
    rows: 141_600,
    downloads: 21_480,
    publishTime: '2024-05-20T09:00:00+08:00',
    columns: [['utt_id', '语句编号'], ['speaker', '说话人'], ['split', '所属拆分'], ['duration_s', '时长（秒）'], ['text', '转写文本']],
    files: [
      { split: 'train', format: 'csv', rows: (d) => aishell(d, 800, 'train') },
      { split: 'test', format: 'csv', rows: (d) => aishell(d, 200, 'test') },
    ],
  },
  {
    datasetId: 'coco-karpathy',
    publisher: 'yerevann',
    name: 'COCO Captions（Karpathy 划分）',
    summary: 'MS COCO 图像描述的 Karpathy 划分：每张图 5 条英文描述。本站托管描述与图像元数据，图像请从 COCO 官方获取。',
    task: 'image-to-text',
    modality: 'image',
    license: 'cc-by-4.0',
    languages: ['en'],
    tags: ['image-captioning', 'coco'],
    rows: 123_287,
    downloads: 18_960,
    publishTime: '2024-07-11T09:00:00+08:00',
    columns: [['image_id', '图像编号'], ['file_name', '文件名'], ['width', '宽（像素）'], ['height', '高（像素）'], ['caption', '描述']],
    files: [
      { split: 'train', format: 'parquet', rows: (d) => coco(d, 1_000) },
      { split: 'validation', format: 'parquet', rows: (d) => coco(d, 200) },
    ],
  },
  {
    datasetId: 'california_housing',
    publisher: 'scikit-learn',
    name: '加州房价',
    summary: '1990 年美国人口普查的加州街区数据：收入、房龄、房间数、人口、经纬度与房价中位数，回归任务的入门数据集。',
    task: 'tabular-regression',
    modality: 'tabular',
    license: 'cc0-1.0',
    languages: ['en'],
    tags: ['regression', 'housing', 'sklearn'],
    rows: 20_640,
    downloads: 7_320,
    publishTime: '2023-10-05T09:00:00+08:00',
    columns: [['MedInc', '收入中位数（万美元）'], ['HouseAge', '房龄中位数'], ['AveRooms', '平均房间数'], ['AveBedrms', '平均卧室数'], ['Population', '人口'], ['AveOccup', '平均居住人数'], ['Latitude', '纬度'], ['Longitude', '经度'], ['MedHouseVal', '房价中位数（十万美元）']],
    files: [{ split: 'train', format: 'csv', rows: (d) => californiaHousing(d, 2_000) }],
  },
  {
    datasetId: 'iris',
    publisher: 'scikit-learn',
    name: '鸢尾花',
    summary: 'Fisher 1936 年的鸢尾花测量数据：三个品种各 50 株的花萼与花瓣长宽，分类任务的入门数据集。',
    task: 'tabular-classification',
    modality: 'tabular',
    license: 'cc0-1.0',
    languages: ['en'],
    tags: ['classification', 'sklearn'],
    rows: 150,
    downloads: 5_980,
    publishTime: '2023-07-03T09:00:00+08:00',
    columns: [['sepal_length', '花萼长（cm）'], ['sepal_width', '花萼宽（cm）'], ['petal_length', '花瓣长（cm）'], ['petal_width', '花瓣宽（cm）'], ['species', '品种（标签）']],
    files: [{ split: 'train', format: 'csv', rows: (d) => iris(d) }],
  },
];
