/**
 * Deterministic rows for the seeded datasets' hosted files: each file's rows follow the upstream
 * dataset's columns and are drawn from a PRNG seeded by the file's name, so every seed writes the
 * same bytes. Nothing is downloaded.
 */

export type Row = Record<string, string | number | boolean | null>;

/** mulberry32: a small, fast PRNG with a 32-bit state. */
export function prng(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Draw {
  constructor(readonly random: () => number) {}
  int(min: number, max: number) {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
  chance(p: number) {
    return this.random() < p;
  }
  /** A normal draw (Box–Muller), rounded to `places`. */
  normal(mean: number, sd: number, places = 2) {
    const u = Math.max(this.random(), 1e-12);
    const v = this.random();
    const value = mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.round(value * 10 ** places) / 10 ** places;
  }
  some<T>(items: readonly T[], n: number): T[] {
    return Array.from({ length: n }, () => this.pick(items));
  }
}

const CATEGORIES = ['图书', '电子产品', '家居', '服装', '美妆', '食品', '母婴', '运动户外', '玩具', '厨具'] as const;
const PRODUCTS: Record<(typeof CATEGORIES)[number], readonly string[]> = {
  图书: ['这本书', '这套绘本', '这本小说', '这本教材'],
  电子产品: ['这款耳机', '这个充电宝', '这台平板', '这款键盘', '这个路由器'],
  家居: ['这个收纳盒', '这款台灯', '这套床品', '这把椅子'],
  服装: ['这件外套', '这条裤子', '这件衬衫', '这双袜子'],
  美妆: ['这支口红', '这瓶面霜', '这款防晒', '这瓶卸妆水'],
  食品: ['这款咖啡', '这包坚果', '这盒茶叶', '这箱牛奶'],
  母婴: ['这包纸尿裤', '这个奶瓶', '这款婴儿车', '这套宝宝衣服'],
  运动户外: ['这双跑鞋', '这个瑜伽垫', '这顶帐篷', '这个水壶'],
  玩具: ['这套积木', '这个拼图', '这辆遥控车', '这个毛绒玩具'],
  厨具: ['这口锅', '这把菜刀', '这个电饭煲', '这套餐具'],
};
const PRAISE = ['质量很好', '做工精细', '性价比很高', '物流很快', '包装完好', '和描述一致', '用起来很顺手', '颜色很正'];
const COMPLAINT = ['质量一般', '有明显瑕疵', '和图片不符', '物流太慢', '包装破损', '用了几天就坏了', '客服不理人', '味道很大'];
const MIDDLE = ['还可以', '中规中矩', '凑合能用', '价格略贵', '没有想象中好'];
const TITLES = { 5: ['非常满意', '强烈推荐', '五星好评'], 4: ['挺好的', '值得购买', '满意'], 3: ['一般般', '还行', '中规中矩'], 2: ['不太满意', '有点失望', '不推荐'], 1: ['很差', '退货了', '千万别买'] } as const;

/** Chinese product reviews shaped like the Multilingual Amazon Reviews Corpus (zh): stars 1–5 skewed to 5. */
export function amazonReviews(d: Draw, n: number, split: string): Row[] {
  return Array.from({ length: n }, (_, i) => {
    const stars = d.pick([1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5]);
    const category = d.pick(CATEGORIES);
    const product = d.pick(PRODUCTS[category]);
    const words = stars >= 4 ? PRAISE : stars <= 2 ? COMPLAINT : MIDDLE;
    const body = [`${product}${d.pick(words)}`, ...d.some(words, d.int(0, 4)), d.chance(0.3) ? `${d.pick(['下次还会', '不会再', '考虑'])}${d.pick(['回购', '买这家', '推荐给朋友'])}` : '']
      .filter(Boolean)
      .join('，');
    return {
      review_id: `zh_${split}_${String(i).padStart(7, '0')}`,
      product_category: category,
      stars,
      review_title: d.chance(0.03) ? null : d.pick(TITLES[stars as 1 | 2 | 3 | 4 | 5]),
      review_body: `${body}。`,
      helpful_votes: d.chance(0.05) ? null : Math.floor(-Math.log(Math.max(d.random(), 1e-9)) * 3),
    };
  });
}

const TOPICS = ['人工智能', '气候变化', '健康饮食', '时间管理', '城市交通', '新能源汽车', '远程办公', '传统文化', '太空探索', '数据安全'];
const VERBS = ['写一段关于', '用三句话总结', '列出五个关于', '解释', '给出一个学习', '比较两种'];
export function alpacaZh(d: Draw, n: number): Row[] {
  return Array.from({ length: n }, () => {
    const topic = d.pick(TOPICS);
    const verb = d.pick(VERBS);
    const input = d.chance(0.4) ? `${topic}正在改变我们的生活方式。` : '';
    return { instruction: `${verb}${topic}的${d.pick(['要点', '建议', '介绍', '短文'])}。`, input, output: `关于${topic}，${d.some(['首先需要明确目标', '其次要关注细节', '同时注意长期影响', '最后保持持续学习', '多参考权威资料'], d.int(2, 4)).join('；')}。` };
  });
}

export function gsm8k(d: Draw, n: number): Row[] {
  const names = ['Natalia', 'James', 'Weng', 'Betty', 'Julie', 'Tina', 'Mark', 'Albert'];
  return Array.from({ length: n }, () => {
    const name = d.pick(names);
    const a = d.int(2, 60);
    const b = d.int(2, 12);
    const answer = a * b + a;
    return {
      question: `${name} sold ${a} clips in April, and then ${b} times as many clips in May. How many clips did ${name} sell altogether in April and May?`,
      answer: `${name} sold ${a} * ${b} = <<${a}*${b}=${a * b}>>${a * b} clips in May.\n${name} sold ${a} + ${a * b} = <<${a}+${a * b}=${answer}>>${answer} clips altogether.\n#### ${answer}`,
    };
  });
}

const SQUAD_TITLES = ['University_of_Notre_Dame', 'Beyoncé', 'Normans', 'Super_Bowl_50', 'Nikola_Tesla', 'Oxygen', 'Amazon_rainforest', 'Victoria_and_Albert_Museum'];
export function squad(d: Draw, n: number, split: string): Row[] {
  return Array.from({ length: n }, (_, i) => {
    const title = d.pick(SQUAD_TITLES);
    const year = d.int(1800, 2016);
    const context = `${title.replaceAll('_', ' ')} is often described in encyclopedias. Its most cited event took place in ${year}, when observers recorded the change for the first time.`;
    return { id: `${split}-${(i * 2654435761) % 4294967296}`.padEnd(24, '0'), title, context, question: `In what year did the most cited event of ${title.replaceAll('_', ' ')} take place?`, answer_text: String(year), answer_start: context.indexOf(String(year)) };
  });
}

const CMRC_SUBJECTS = ['范廷颂', '《战国策》', '岳麓书院', '哈尔滨冰雪大世界', '敦煌莫高窟', '泰山', '京杭大运河'];
export function cmrc(d: Draw, n: number, split: string): Row[] {
  return Array.from({ length: n }, (_, i) => {
    const subject = d.pick(CMRC_SUBJECTS);
    const year = d.int(600, 2010);
    const context = `${subject}是中国历史文化中常被提及的对象。据记载，它在${year}年首次被系统整理，此后多次修缮和研究。`;
    return { id: `TRAIN_${split}_${i}`, context, question: `${subject}在哪一年首次被系统整理？`, answer_text: `${year}年`, answer_start: context.indexOf(`${year}年`) };
  });
}

const HC3_SOURCES = ['baike', 'open_qa', 'nlpcc_dbqa', 'medicine', 'finance', 'psychology', 'law'];
export function hc3(d: Draw, n: number): Row[] {
  return Array.from({ length: n }, () => {
    const topic = d.pick(TOPICS);
    return {
      source: d.pick(HC3_SOURCES),
      question: `${topic}是什么意思？`,
      human_answer: `${topic}，简单说就是${d.pick(['大家常说的', '书上讲的', '我理解的'])}那回事，具体还得看情况。`,
      chatgpt_answer: `${topic}是指${d.pick(['一种现象', '一个领域', '一类方法'])}。它具有以下特点：${d.some(['影响广泛', '发展迅速', '需要综合考虑', '与日常生活密切相关'], 3).join('、')}。总之，${topic}值得我们关注。`,
    };
  });
}

const TNEWS = [
  [100, 'news_story', '故事'], [101, 'news_culture', '文化'], [102, 'news_entertainment', '娱乐'], [103, 'news_sports', '体育'], [104, 'news_finance', '财经'],
  [106, 'news_house', '房产'], [107, 'news_car', '汽车'], [108, 'news_edu', '教育'], [109, 'news_tech', '科技'], [110, 'news_military', '军事'],
  [112, 'news_travel', '旅游'], [113, 'news_world', '国际'], [114, 'news_stock', '股票'], [115, 'news_agriculture', '农业'], [116, 'news_game', '游戏'],
] as const;
export function tnews(d: Draw, n: number): Row[] {
  return Array.from({ length: n }, () => {
    const [label, desc, name] = d.pick(TNEWS);
    const kw = d.some(['发布', '最新', '首次', '曝光', '突破', '热议', '回应', '上涨'], 2);
    return { label, label_desc: desc, sentence: `${name}频道：${d.pick(['这件事', '这一消息', '这项计划'])}${kw[0]}后引发${kw[1]}，${d.pick(['网友怎么看？', '专家这样解读', '原因竟然是这样'])}`, keywords: kw.join(',') };
  });
}

export function imdb(d: Draw, n: number): Row[] {
  const good = ['a wonderful film', 'brilliant acting', 'a moving story', 'beautifully shot', 'one of the best this year'];
  const bad = ['a waste of time', 'wooden acting', 'a confusing plot', 'painfully slow', 'the worst I have seen'];
  return Array.from({ length: n }, () => {
    const label = d.int(0, 1);
    const parts = d.some(label ? good : bad, d.int(2, 6));
    return { text: `I watched this movie last weekend. ${parts.map((p) => `It is ${p}.`).join(' ')} ${label ? 'Recommended.' : 'Skip it.'}`, label };
  });
}

const SENTENCES = ['而对楼市成交抑制作用最大的限购', '也成为地方政府的眼中钉', '自六月底呼和浩特市率先宣布取消限购后', '各地政府便纷纷跟进', '仅一个多月的时间里', '除了北京上海广州深圳四个一线城市和三亚之外'];
export function aishell(d: Draw, n: number, split: string): Row[] {
  return Array.from({ length: n }, (_, i) => {
    const speaker = `S${String(d.int(2, 916)).padStart(4, '0')}`;
    return { utt_id: `BAC009${speaker}W${String(121 + i).padStart(4, '0')}`, speaker, split, duration_s: d.normal(4.5, 1.3, 3), text: d.pick(SENTENCES) };
  });
}

const COCO = ['A man riding a wave on top of a surfboard.', 'A kitchen with a stove and a refrigerator.', 'Two dogs playing with a frisbee in a park.', 'A plate of food with broccoli and rice.', 'A train traveling down tracks next to a forest.', 'A group of people standing around a table.'];
export function coco(d: Draw, n: number): Row[] {
  return Array.from({ length: n }, () => {
    const imageId = d.int(9, 581929);
    return { image_id: imageId, file_name: `COCO_val2014_${String(imageId).padStart(12, '0')}.jpg`, width: d.pick([640, 640, 500, 480]), height: d.pick([480, 427, 375, 640]), caption: d.pick(COCO) };
  });
}

export function californiaHousing(d: Draw, n: number): Row[] {
  return Array.from({ length: n }, () => {
    const income = Math.max(0.5, d.normal(3.87, 1.9, 4));
    return {
      MedInc: income,
      HouseAge: Math.min(52, Math.max(1, Math.round(d.normal(28.6, 12.6, 0)))),
      AveRooms: Math.max(1, d.normal(5.43, 1.2, 3)),
      AveBedrms: Math.max(0.5, d.normal(1.1, 0.2, 3)),
      Population: Math.max(3, Math.round(d.normal(1425, 800, 0))),
      AveOccup: Math.max(1, d.normal(3.07, 0.8, 3)),
      Latitude: d.normal(35.6, 2.1, 2),
      Longitude: d.normal(-119.57, 2.0, 2),
      MedHouseVal: Math.min(5.00001, Math.max(0.15, Math.round((0.45 * income + d.normal(0.3, 0.6, 3)) * 1000) / 1000)),
    };
  });
}

/** Iris: 50 of each species around their measured means (Fisher, 1936). */
export function iris(d: Draw): Row[] {
  const species = [
    ['setosa', 5.01, 3.43, 1.46, 0.25],
    ['versicolor', 5.94, 2.77, 4.26, 1.33],
    ['virginica', 6.59, 2.97, 5.55, 2.03],
  ] as const;
  return species.flatMap(([name, sl, sw, pl, pw]) =>
    Array.from({ length: 50 }, () => ({ sepal_length: d.normal(sl, 0.4, 1), sepal_width: d.normal(sw, 0.35, 1), petal_length: d.normal(pl, 0.3, 1), petal_width: Math.max(0.1, d.normal(pw, 0.15, 1)), species: name })),
  );
}
