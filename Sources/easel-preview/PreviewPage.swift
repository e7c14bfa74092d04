/// The preview page: one static document whose script polls `/version` and redraws from `/state`.
enum PreviewPage {
    /// How often the page asks whether anything changed, in milliseconds.
    static let pollMilliseconds = 50

    static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>easel preview</title>
    <style>
    body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
    h1 { font-size: 18px; margin: 0 0 16px; }
    section { background: white; border-radius: 12px; padding: 16px; margin-bottom: 24px; }
    h2 { font-size: 15px; margin: 0 0 12px; font-family: ui-monospace, monospace; }
    .row { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
    figure { margin: 0; }
    figcaption { font-size: 12px; color: #8e8e93; margin-bottom: 4px; }
    .canvas { position: relative; display: inline-block; cursor: crosshair; }
    .canvas img { display: block; border: 1px solid #d1d1d6; }
    .pick { position: absolute; border: 2px solid #ff2d55; background: rgba(255, 45, 85, .12); pointer-events: none; box-sizing: border-box; }
    .info { font: 12px/1.5 ui-monospace, monospace; margin-top: 6px; max-width: 420px; white-space: pre-wrap; }
    .errors { background: #fff2f2; border: 1px solid #ff3b30; border-radius: 8px; padding: 12px; max-width: 520px; }
    .errors li { margin: 4px 0; }
    .errors code.path { background: #ffd60a; color: #1c1c1e; padding: 0 3px; border-radius: 3px; font-weight: 600; }
    #status { font-size: 12px; color: #8e8e93; }
    </style>
    </head>
    <body>
    <h1>easel preview <span id="status"></span></h1>
    <div id="screens"></div>
    <script>
    let version = -1;
    const escapeHTML = (text) => text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'}[c]));

    // The deepest view under (x, y) in points, with its frame in screen coordinates.
    function pick(node, x, y, originX, originY) {
      const f = node.frame, left = originX + f.x, top = originY + f.y;
      if (node.hidden || x < left || y < top || x > left + f.width || y > top + f.height) return null;
      for (const child of [...(node.children || [])].reverse()) {
        const hit = pick(child, x, y, left, top);
        if (hit) return hit;
      }
      return {node, left, top};
    }

    function figureFor(screen, render) {
      const figure = document.createElement('figure');
      figure.innerHTML = `<figcaption>${escapeHTML(render.variant)}</figcaption>`;
      if (render.errors.length) {
        const items = render.errors.map((e) => `<li>${e.path ? `<code class="path">${escapeHTML(e.path)}</code>: ` : ''}${escapeHTML(e.message)}</li>`);
        figure.insertAdjacentHTML('beforeend', `<div class="errors" data-file="${escapeHTML(screen.file)}"><strong>${escapeHTML(screen.file)}</strong><ul>${items.join('')}</ul></div>`);
        return figure;
      }
      const canvas = document.createElement('div');
      canvas.className = 'canvas';
      canvas.innerHTML = `<img class="render" data-file="${escapeHTML(screen.file)}" src="${render.image}" width="${render.width}" height="${render.height}" alt="${escapeHTML(screen.file)}">`;
      const info = document.createElement('div');
      info.className = 'info';
      info.textContent = 'Click a view to see its frame and element.';
      canvas.addEventListener('click', (event) => {
        const box = canvas.querySelector('img').getBoundingClientRect();
        const x = (event.clientX - box.left) * render.width / box.width, y = (event.clientY - box.top) * render.height / box.height;
        const hit = pick(render.frames, x, y, 0, 0);
        canvas.querySelectorAll('.pick').forEach((p) => p.remove());
        if (!hit) return;
        const f = hit.node.frame, mark = document.createElement('div');
        mark.className = 'pick';
        Object.assign(mark.style, {left: `${hit.left}px`, top: `${hit.top}px`, width: `${f.width}px`, height: `${f.height}px`});
        canvas.appendChild(mark);
        const words = [hit.node.type];
        if (hit.node.text) words.push(JSON.stringify(hit.node.text));
        if (hit.node.title) words.push(JSON.stringify(hit.node.title));
        if (hit.node.id) words.push(`#${hit.node.id}`);
        info.textContent = `${words.join(' ')}\\nframe (${f.x}, ${f.y}) ${f.width}×${f.height} pt in its superview` +
          `\\nat (${+hit.left.toFixed(3)}, ${+hit.top.toFixed(3)}) on screen\\nelement ${hit.node.element || '(the screen itself)'}`;
      });
      figure.appendChild(canvas);
      figure.appendChild(info);
      return figure;
    }

    async function redraw() {
      const state = await (await fetch('/state', {cache: 'no-store'})).json();
      const root = document.getElementById('screens');
      root.replaceChildren(...state.screens.map((screen) => {
        const section = document.createElement('section');
        section.innerHTML = `<h2>${escapeHTML(screen.file)}</h2>`;
        const row = document.createElement('div');
        row.className = 'row';
        screen.renders.forEach((render) => row.appendChild(figureFor(screen, render)));
        section.appendChild(row);
        return section;
      }));
      if (!state.screens.length) root.innerHTML = '<p>No screen files (.json, .yaml) here yet.</p>';
      version = state.version;
      document.body.dataset.version = version;
      document.getElementById('status').textContent = `· version ${version}`;
    }

    async function poll() {
      try {
        const current = +(await (await fetch('/version', {cache: 'no-store'})).text());
        if (current !== version) await redraw();
      } catch (error) {
        document.getElementById('status').textContent = '· server stopped';
      }
      setTimeout(poll, \(pollMilliseconds));
    }
    poll();
    </script>
    </body>
    </html>

    """
}
