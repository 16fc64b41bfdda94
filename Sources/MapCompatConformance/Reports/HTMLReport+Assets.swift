/// The results page's style and script, inline so that the page needs nothing else: system fonts only, no
/// image but the inline trace pictures.
extension HTMLReport {
    static let style = """
        :root { color-scheme: light; }
        body { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
          margin: 0 1.5rem 2rem; color: #1f2328; background: #fff; }
        h1 { font-size: 1.4rem; margin: 1rem 0 .25rem; }
        .totals { color: #57606a; margin: 0 0 1rem; }
        table { border-collapse: collapse; }
        .summary th, .summary td { padding: .2rem .7rem; border-bottom: 1px solid #d0d7de; text-align: right; }
        .summary th[scope=row], .summary thead th:first-child { text-align: left; }
        .summary td.zero { color: #afb8c1; }
        .summary td.s-pass { color: #1a7f37; } .summary td.s-partial { color: #7d4e00; }
        .summary td.s-fail { color: #cf222e; font-weight: 700; } .summary td.s-error { color: #8250df; font-weight: 700; }
        #filters { position: sticky; top: 0; z-index: 2; background: #f6f8fa; border: 1px solid #d0d7de;
          border-radius: 6px; padding: .5rem .75rem; margin: 1rem 0; display: flex; flex-wrap: wrap;
          gap: .5rem 1.25rem; align-items: center; }
        #filters select, #filters input { font: inherit; padding: 2px 4px; }
        #filters input[type=search] { width: 18rem; }
        #filter-count { color: #57606a; margin-left: auto; }
        .area h2 { font-size: 1.1rem; margin: 1.25rem 0 .4rem; }
        .area h2 .count { color: #57606a; font-weight: normal; }
        .matrix { width: 100%; }
        .matrix th, .matrix td { border-bottom: 1px solid #eaeef2; padding: 2px 4px; }
        .matrix thead th { text-align: center; font-weight: 600; }
        .matrix thead th:first-child, .matrix th[scope=row] { text-align: left; font-weight: normal; }
        .matrix th[scope=row] code { font-size: 12.5px; }
        .matrix .title { display: block; color: #57606a; font-size: 12px; }
        td.cell, td.cell-missing { text-align: center; width: 8.5rem; }
        td.cell button { width: 100%; border: 1px solid transparent; border-radius: 4px; padding: 3px 4px;
          font: inherit; font-size: 12.5px; cursor: pointer; }
        td.cell button:hover { border-color: #8c959f; }
        button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid #0969da; outline-offset: 1px; }
        .s-pass button, .badge.s-pass { background: #dafbe1; color: #1a7f37; }
        .s-partial button, .badge.s-partial { background: #fff8c5; color: #7d4e00; }
        .s-fail button, .badge.s-fail { background: #ffebe9; color: #cf222e; font-weight: 700; }
        .s-na button, .badge.s-na { background: #f6f8fa; color: #6e7781; }
        .s-error button, .badge.s-error { background: #fbefff; color: #8250df; font-weight: 700; }
        td.dim { opacity: .25; }
        [hidden] { display: none !important; }
        dialog#evidence { width: min(1150px, 95vw); max-height: 90vh; border: 1px solid #d0d7de; border-radius: 8px;
          padding: 1rem 1.25rem; }
        dialog::backdrop { background: rgba(0, 0, 0, .35); }
        dialog .close { float: right; margin: 0 0 .5rem 1rem; }
        dialog h2 { font-size: 1.15rem; margin: 0 0 .5rem; }
        dialog h3 { font-size: 1rem; margin: 1rem 0 .3rem; }
        dialog h4 { font-size: .9rem; margin: .6rem 0 .2rem; }
        .badge { padding: 2px 8px; border-radius: 10px; font-size: .85rem; }
        .spec-title { font-weight: 600; margin: .2rem 0; } .file, .checks, .hint, .replay, .source { color: #57606a; }
        pre.message { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 4px; padding: .5rem;
          overflow: auto; font-size: 12px; white-space: pre; margin: .2rem 0; }
        ul.unchecked { columns: 2; margin: .2rem 0; }
        .trace svg { max-width: 100%; height: auto; border: 1px solid #d0d7de; }
        """

    /// Filters (adapter, status, area, text), the evidence dialog and `#spec@adapter` links to a cell.
    static let script = """
        (function () {
          'use strict';
          var byId = function (id) { return document.getElementById(id); };
          var adapter = byId('filter-adapter'), status = byId('filter-status'), area = byId('filter-area');
          var search = byId('filter-text'), count = byId('filter-count'), dialog = byId('evidence');
          var body = byId('evidence-body'), sections = Array.from(document.querySelectorAll('section.area'));
          var columns = Array.from(document.querySelectorAll('[data-column]'));
          var total = document.querySelectorAll('tr.spec').length, opener = null;
          function wanted(cell, chosen) {
            if (adapter.value && cell.dataset.adapter !== adapter.value) return false;
            if (!chosen) return true;
            return chosen === 'not-pass' ? cell.dataset.status !== 'pass' : cell.dataset.status === chosen;
          }
          function apply() {
            var chosen = status.value, query = search.value.trim().toLowerCase(), shown = 0;
            columns.forEach(function (el) { el.hidden = !!adapter.value && el.dataset.column !== adapter.value; });
            sections.forEach(function (section) {
              var inArea = !area.value || section.dataset.area === area.value, rows = 0;
              section.querySelectorAll('tr.spec').forEach(function (row) {
                var visible = inArea && (!query || row.dataset.search.indexOf(query) >= 0), hit = false;
                row.querySelectorAll('td.cell').forEach(function (cell) {
                  var match = wanted(cell, chosen);
                  cell.classList.toggle('dim', !!chosen && !match);
                  if (match) hit = true;
                });
                visible = visible && (!chosen || hit);
                row.hidden = !visible;
                if (visible) rows += 1;
              });
              section.hidden = rows === 0;
              shown += rows;
            });
            count.textContent = shown + ' of ' + total + ' specs shown';
            byId('nothing-shown').hidden = shown > 0;
          }
          function open(button) {
            var template = byId(button.dataset.evidence);
            if (!template) return;
            body.replaceChildren(template.content.cloneNode(true));
            body.querySelectorAll('.trace script[type="image/svg+xml"]').forEach(function (data) {
              var holder = document.createElement('div');
              holder.innerHTML = data.textContent;
              data.replaceWith.apply(data, Array.from(holder.childNodes));
            });
            var cell = button.parentElement, link = document.createElement('a');
            link.href = '#' + encodeURIComponent(cell.dataset.spec) + '@' + encodeURIComponent(cell.dataset.adapter);
            link.textContent = 'link to this cell';
            link.className = 'permalink';
            body.appendChild(link);
            opener = button;
            if (!dialog.open) dialog.showModal();
            byId('evidence-close').focus();
          }
          function openFromHash() {
            var parts = location.hash.slice(1).split('@');
            if (parts.length !== 2) return;
            var spec = decodeURIComponent(parts[0]), id = decodeURIComponent(parts[1]);
            var cell = Array.from(document.querySelectorAll('td.cell')).find(function (c) {
              return c.dataset.spec === spec && c.dataset.adapter === id;
            });
            if (cell) open(cell.querySelector('button'));
          }
          byId('matrix').addEventListener('click', function (event) {
            var button = event.target.closest('button[data-evidence]');
            if (button) open(button);
          });
          dialog.addEventListener('close', function () {
            body.replaceChildren();
            if (opener) opener.focus();
          });
          dialog.addEventListener('click', function (event) { if (event.target === dialog) dialog.close(); });
          byId('filters').addEventListener('submit', function (event) { event.preventDefault(); });
          [adapter, status, area].forEach(function (el) { el.addEventListener('change', apply); });
          search.addEventListener('input', apply);
          document.addEventListener('keydown', function (event) {
            if (event.key === '/' && document.activeElement !== search && !dialog.open) {
              event.preventDefault();
              search.focus();
            }
          });
          window.addEventListener('hashchange', openFromHash);
          apply();
          openFromHash();
        })();
        """
}
