/** Lives inside the panel's shadow root: Facebook's CSS cannot reach it, and it reaches nothing else. */
export const PANEL_CSS = `
:host { all: initial; }
.panel {
  position: fixed; right: 16px; bottom: 16px; z-index: 2147483646; width: 340px; max-height: 70vh;
  display: flex; flex-direction: column; background: #fff; color: #1f2933; border-radius: 12px;
  box-shadow: 0 8px 28px rgba(0,0,0,.22); font: 13px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  overflow: hidden;
}
.panel[data-collapsed] .body { display: none; }
header { display: flex; align-items: center; gap: 8px; padding: 10px 12px; background: #e8590c; color: #fff; }
header strong { flex: 1; font-size: 14px; }
header button { background: transparent; border: 0; color: #fff; cursor: pointer; font-size: 13px; }
.body { display: flex; flex-direction: column; min-height: 0; }
.summary { padding: 8px 12px; border-bottom: 1px solid #eee; display: grid; gap: 6px; }
.status[data-tone=error], .msg[data-tone=error] { color: #c92a2a; }
.status[data-tone=ok], .msg[data-tone=ok] { color: #2b8a3e; }
.msg:empty { display: none; }
button.primary {
  background: #e8590c; color: #fff; border: 0; border-radius: 6px; padding: 6px 10px; cursor: pointer;
  font: inherit; font-weight: 600;
}
button.primary:disabled { opacity: .6; cursor: progress; }
button.secondary {
  background: #fff; color: #e8590c; border: 1px solid #e8590c; border-radius: 6px; padding: 5px 9px;
  cursor: pointer; font: inherit;
}
ul { list-style: none; margin: 0; padding: 0; overflow-y: auto; }
li { display: grid; grid-template-columns: 56px 1fr; gap: 8px; padding: 8px 12px; border-bottom: 1px solid #f1f3f5; }
li img, li .noimg { width: 56px; height: 56px; object-fit: cover; border-radius: 6px; background: #f1f3f5; }
.page { font-weight: 600; }
.title { color: #343a40; }
.text { color: #495057; font-size: 12px; word-break: break-word; }
.actions { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin-top: 4px; }
select { font: inherit; max-width: 140px; }
.empty { padding: 12px; color: #868e96; }
.unread { color: #c92a2a; font-size: 12px; }
.unread ul { list-style: disc; padding-left: 16px; overflow: visible; }
.unread li { display: list-item; padding: 0; border: 0; }
`;
