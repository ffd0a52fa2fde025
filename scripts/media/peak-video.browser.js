/* global window, document, MediaRecorder, requestAnimationFrame */
// Runs inside Chromium (loaded by render-video.ts): draws the peak-shaving explainer on a canvas
// and records it with MediaRecorder, answering the WebM file as base64.
window.renderPeakVideo = async function renderPeakVideo(seconds) {
  const canvas = document.getElementById('c');
  const ctx = canvas.getContext('2d');
  const W = 960;
  const H = 540;
  const left = 90;
  const right = 900;
  const top = 160;
  const bottom = 440;
  // Hourly demand of a training team: busy days, quiet nights (0..1 of peak).
  const demand = [0.32, 0.28, 0.26, 0.25, 0.27, 0.33, 0.45, 0.6, 0.78, 0.9, 0.96, 1, 0.97, 0.93, 0.95, 0.98, 0.94, 0.88, 0.8, 0.72, 0.62, 0.52, 0.42, 0.36];
  const base = 0.62;
  const x = (h) => left + ((right - left) * h) / 23;
  const y = (v) => bottom - (bottom - top) * v;
  const font = '"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif';

  function curve(upTo) {
    ctx.beginPath();
    for (let h = 0; h <= upTo; h += 0.25) {
      const i = Math.floor(h);
      const f = h - i;
      const v = demand[i] * (1 - f) + (demand[Math.min(23, i + 1)]) * f;
      if (h === 0) ctx.moveTo(x(h), y(v));
      else ctx.lineTo(x(h), y(v));
    }
  }

  function frame(t) {
    const bg = ctx.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#151a3a');
    bg.addColorStop(1, '#090d1d');
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    ctx.strokeStyle = 'rgba(255,255,255,0.06)';
    for (let gx = left; gx <= right; gx += (right - left) / 12) {
      ctx.beginPath();
      ctx.moveTo(gx, top);
      ctx.lineTo(gx, bottom);
      ctx.stroke();
    }
    ctx.fillStyle = '#ffffff';
    ctx.font = `700 30px ${font}`;
    ctx.fillText('削峰填谷：算力随需求起伏', left, 64);
    ctx.font = `16px ${font}`;
    ctx.fillStyle = '#a3adc6';
    ctx.fillText('一天 24 小时的 GPU 需求与两种采购方案', left, 94);
    ctx.fillStyle = '#8590ab';
    ctx.font = `14px ${font}`;
    ['00:00', '06:00', '12:00', '18:00', '24:00'].forEach((label, i) => ctx.fillText(label, x(i * 5.75) - 18, bottom + 26));

    const phase = t < 4 ? 0 : t < 8 ? 1 : 2;
    if (phase >= 1) {
      const a = Math.min(1, (t - 4) / 0.8);
      // Traditional plan: capacity for the peak, all day long.
      ctx.globalAlpha = a * (phase === 2 ? 0.35 : 1);
      ctx.fillStyle = 'rgba(255,107,107,0.18)';
      ctx.fillRect(x(0), y(1), x(23) - x(0), y(0) - y(1));
      ctx.strokeStyle = '#ff6b6b';
      ctx.setLineDash([10, 8]);
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(x(0), y(1));
      ctx.lineTo(x(23), y(1));
      ctx.stroke();
      ctx.setLineDash([]);
      if (phase === 1) {
        ctx.fillStyle = '#ff8f8f';
        ctx.font = `600 18px ${font}`;
        ctx.fillText('传统方案：按峰值全天包月 · 夜间大量闲置', x(0) + 12, y(1) - 14);
      }
      ctx.globalAlpha = 1;
    }
    if (phase === 2) {
      const a = Math.min(1, (t - 8) / 0.8);
      ctx.globalAlpha = a;
      // Reserved base capacity.
      ctx.fillStyle = 'rgba(124,92,255,0.35)';
      ctx.fillRect(x(0), y(base), x(23) - x(0), y(0) - y(base));
      // Elastic capacity above the base, hour by hour.
      ctx.fillStyle = 'rgba(47,208,168,0.55)';
      for (let h = 0; h < 23; h += 1) {
        const v = Math.max(demand[h], demand[h + 1]);
        if (v > base) ctx.fillRect(x(h), y(v), x(h + 1) - x(h), y(base) - y(v));
      }
      // Night valleys filled with tidal jobs.
      ctx.fillStyle = 'rgba(255,181,71,0.5)';
      for (let h = 0; h < 8; h += 1) ctx.fillRect(x(h), y(base), x(h + 1) - x(h), y(Math.max(demand[h], 0)) - y(base));
      ctx.font = `600 17px ${font}`;
      ctx.fillStyle = '#c9bcff';
      ctx.fillText('常驻算力', x(9.5), y(base / 2));
      ctx.fillStyle = '#6ff0cf';
      ctx.fillText('波峰弹性扩容', x(10), y(0.98) - 10);
      ctx.fillStyle = '#ffd08a';
      ctx.fillText('夜间潮汐任务', x(1), y(base) - 10);
      ctx.fillStyle = '#ffffff';
      ctx.font = `700 34px ${font}`;
      ctx.fillText('总成本 -17%', right - 220, 72);
      ctx.globalAlpha = 1;
    }
    // The demand curve draws itself in during the first phase.
    const drawn = phase === 0 ? Math.min(23, (t / 3.2) * 23) : 23;
    curve(drawn);
    ctx.strokeStyle = '#8fb6ff';
    ctx.lineWidth = 4;
    ctx.stroke();
    ctx.fillStyle = '#8fb6ff';
    ctx.font = `600 16px ${font}`;
    if (phase === 0) ctx.fillText('业务需求', x(Math.min(drawn, 20)) + 10, y(1) + 20);
  }

  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 450_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  const start = performance.now();
  recorder.start();
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      frame(Math.min(t, seconds));
      if (t < seconds) requestAnimationFrame(tick);
      else resolve();
    };
    tick();
  });
  recorder.stop();
  await done;
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  let binary = '';
  new Uint8Array(buffer).forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
};
