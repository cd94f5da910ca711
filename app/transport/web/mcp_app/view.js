// Klartext's MCP App (ui://klartext/explanation): the explanation inside a chat host.
// app/transport/mcp/ui.py inlines this file into one HTML document, with the upload page's own result
// rendering (static/app.js, "the result" section) where the marker below stands, and the page texts of
// every language. It talks only to the host, over postMessage (JSON-RPC 2.0, MCP Apps 2026-01-26):
// ui/initialize, then ui/notifications/tool-result carries the CallToolResult it draws. No network.
// Everything that comes from a document is inserted with textContent, never as HTML.
"use strict";

(function () {
  const STRINGS = /*@STRINGS@*/null;
  const LANGS = Object.keys(STRINGS);
  const PROTOCOL_VERSION = "2026-01-26";
  const $ = (id) => document.getElementById(id);

  // The names the page's renderer reads (see static/app.js). In the App, uiLang (which the renderer
  // hands to Intl for dates) is a locale: the host's own (context.locale, "en-GB") when it is in the
  // language of the explanation, so a date reads "1 February 2026" as the text beside it does; else
  // the language alone. `lang` is the language of the texts.
  let uiLang = "en";
  let lang = "en";
  let t = STRINGS.en || STRINGS[LANGS[0]];
  let shown = null;
  let calendarUrls = [];
  let files = [];
  function renderFiles() {}

  /*@PAGE_RENDERER@*/

  // ------------------------------------------------------------------ calendar entries

  // The page offers each date as an .ics file behind a blob: link. A sandboxed frame may not download,
  // so here the file goes to the host (ui/download-file, MCP Apps) when the host offers that, and
  // otherwise the date is shown as text the reader can select and copy into a calendar.
  calendarLink = function (summary, iso, time) {
    const text = calendarFile(summary, iso, time);
    if (!text) return null;
    const name = `klartext-${iso}${time ? "-" + time.replace(":", "") : ""}.ics`;
    if (host.capabilities.downloadFile) {
      const link = el("a", { class: "ics", href: "#", role: "button" }, t.addToCalendar);
      link.addEventListener("click", (event) => {
        event.preventDefault();
        event.stopPropagation();
        const resource = { uri: `file:///${name}`, mimeType: "text/calendar", text };
        request("ui/download-file", { contents: [{ type: "resource", resource }] }).catch(() => {});
      });
      return link;
    }
    const day = when({ date: iso, time: ICS_TIME.test(time || "") ? time : null });
    return el("span", { class: "ics-copy" }, fmt(t.calendarCopy, { date: day }));
  };

  // ------------------------------------------------------------------ JSON-RPC over postMessage

  let nextId = 1;
  const waiting = new Map();
  let host = { capabilities: {}, context: {} };

  function post(message) {
    window.parent.postMessage(Object.assign({ jsonrpc: "2.0" }, message), "*");
  }

  function request(method, params) {
    const id = nextId++;
    post({ id, method, params });
    return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
  }

  function notify(method, params) {
    post({ method, params: params || {} });
  }

  window.addEventListener("message", (event) => {
    if (event.source !== window.parent) return;
    const message = event.data;
    if (!message || message.jsonrpc !== "2.0") return;
    if (typeof message.method !== "string") {
      const call = waiting.get(message.id);
      if (!call) return;
      waiting.delete(message.id);
      if (message.error) call.reject(message.error);
      else call.resolve(message.result || {});
      return;
    }
    if (message.id !== undefined && message.id !== null) answerHost(message);
    else onNotification(message.method, message.params || {});
  });

  function answerHost(message) {
    // ui/resource-teardown: nothing to save; ping: alive. Nothing else is asked of a View.
    if (message.method === "ping" || message.method === "ui/resource-teardown") {
      if (message.method === "ui/resource-teardown") stopPolling();
      post({ id: message.id, result: {} });
    } else {
      post({ id: message.id, error: { code: -32601, message: `Method not found: ${message.method}` } });
    }
  }

  function onNotification(method, params) {
    if (method === "ui/notifications/tool-result") showToolResult(params);
    else if (method === "ui/notifications/tool-input" && !shown) showWaiting(null);
    else if (method === "ui/notifications/tool-cancelled") {
      stopPolling();
      $("progress").hidden = true;
    } else if (method === "ui/notifications/host-context-changed") {
      host.context = Object.assign({}, host.context, params);
      applyContext();
    }
  }

  // ------------------------------------------------------------------ host context

  function languageOf(tag) {
    const code = String(tag || "").split("-")[0].toLowerCase();
    return LANGS.includes(code) ? code : null;
  }

  // The host's locale for dates in language `code`, if it is a locale of that language Intl knows.
  function dateLocale(code) {
    const locale = host.context && host.context.locale;
    if (typeof locale !== "string" || languageOf(locale) !== code) return code;
    try {
      return Intl.DateTimeFormat.supportedLocalesOf([locale]).length ? locale : code;
    } catch (e) {
      return code;  // not a well-formed language tag
    }
  }

  function setLanguage(code) {
    lang = code;
    uiLang = dateLocale(code);
    t = STRINGS[code] || STRINGS.en;
    document.documentElement.lang = code;
  }

  function applyContext() {
    const context = host.context || {};
    const variables = (context.styles && context.styles.variables) || {};
    for (const [name, value] of Object.entries(variables)) {
      if (/^--[\w-]+$/.test(name) && typeof value === "string") document.documentElement.style.setProperty(name, value);
    }
    if (context.theme === "light" || context.theme === "dark") document.documentElement.dataset.theme = context.theme;
    const before = uiLang;
    setLanguage(shown ? lang : languageOf(context.locale) || lang);
    if (shown && uiLang !== before) renderResult(shown, { keepFocus: true });  // the dates in the host's new locale
  }

  // ------------------------------------------------------------------ size and links

  // Nothing goes to the host before ui/initialize has been answered (MCP Apps: the View's first message
  // is ui/initialize), the sizes included.
  let initialized = false;
  let lastSize = "";
  function postHeight() {
    if (!initialized) return;
    const width = Math.ceil(document.documentElement.scrollWidth);
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (`${width}x${height}` === lastSize) return;
    lastSize = `${width}x${height}`;
    notify("ui/notifications/size-changed", { width, height });
  }

  // A sandboxed frame may not open windows: links to statutes and decisions go through the host.
  document.addEventListener("click", (event) => {
    const link = event.target && event.target.closest && event.target.closest("a[href]");
    if (!link || link.getAttribute("href").startsWith("#") || !/^https?:/i.test(link.href)) return;
    event.preventDefault();
    if (host.capabilities.openLinks) request("ui/open-link", { url: link.href }).catch(() => {});
  });

  // ------------------------------------------------------------------ the tool result

  let pollTimer = null;

  function stopPolling() {
    clearTimeout(pollTimer);
    pollTimer = null;
  }

  function showWaiting(body) {
    const progress = $("progress");
    const bar = $("bar");
    progress.hidden = false;
    $("upload-link").hidden = true;
    if (body && body.status === "awaiting_upload" && typeof body.upload_url === "string") {
      // A one-time upload link (explain_document with upload: true): the person opens it to upload.
      $("stage").textContent = t.linkNote;
      const link = $("upload-link");
      link.replaceChildren(el("strong", {}, t.linkTitle), " ");
      if (/^https?:/i.test(body.upload_url)) link.append(el("a", { href: body.upload_url, rel: "noopener" }, body.upload_url));
      link.hidden = false;
      bar.removeAttribute("value");
    } else if (body && body.status === "running") {
      const percent = Math.round((body.progress || 0) * 100);
      // The stage the server reports, worded as the page words it (static/app.js, poll).
      const stage = t.stages && t.stages[body.stage];
      const counts = { done: body.stage_done || 0, total: body.stage_total || 0, percent };
      $("stage").textContent = stage ? fmt(stage, counts) : fmt(t.stageRunning, { percent });
      bar.value = percent;
    } else {
      $("stage").textContent = body && body.status === "queued" ? t.stageQueued : t.working;
      bar.removeAttribute("value");
    }
    document.body.dataset.state = "waiting";
    postHeight();
  }

  function showError(text) {
    stopPolling();
    $("progress").hidden = true;
    $("upload-link").hidden = true;
    const box = $("error");
    box.textContent = text || t.networkError;
    box.hidden = false;
    document.body.dataset.state = "error";
    postHeight();
  }

  function textOf(result) {
    const block = (result.content || []).find((c) => c && c.type === "text" && c.text);
    return block ? block.text : "";
  }

  function showToolResult(result) {
    const body = result && result.structuredContent;
    if (!result || result.isError || !body) {
      // A tool error is already worded for the person, in the language the analysis was asked in.
      showError(result ? textOf(result) : "");
      return;
    }
    setLanguage(languageOf(body.language) || lang);
    if (body.status === "completed") {
      stopPolling();
      $("progress").hidden = true;
      $("upload-link").hidden = true;
      $("error").hidden = true;
      renderResult(body, { keepFocus: true });
      document.body.dataset.state = "shown";
      postHeight();
      return;
    }
    showWaiting(body);
    // Not finished yet: ask again when the server says, through the host, if it passes tool calls on.
    if (host.capabilities.serverTools && body.analysis_id) {
      stopPolling();
      const delay = 1000 * Math.min(10, Math.max(1, Number(body.retry_after_seconds) || 3));
      pollTimer = setTimeout(() => {
        request("tools/call", { name: "get_explanation", arguments: { analysis_id: body.analysis_id } })
          .then(showToolResult, () => showError(t.networkError));
      }, delay);
    }
  }

  // ------------------------------------------------------------------ start

  setLanguage(languageOf(navigator.language) || "en");
  showWaiting(null);
  if ("ResizeObserver" in window) new ResizeObserver(postHeight).observe(document.documentElement);
  request("ui/initialize", {
    appInfo: { name: "klartext-explanation", version: /*@VERSION@*/"0" },
    appCapabilities: { availableDisplayModes: ["inline"] },
    protocolVersion: PROTOCOL_VERSION,
  }).then((result) => {
    host = { capabilities: result.hostCapabilities || {}, context: result.hostContext || {} };
    applyContext();
    if (!shown && document.body.dataset.state === "waiting") showWaiting(null);
    notify("ui/notifications/initialized", {});
    initialized = true;
    postHeight();
    document.body.dataset.ready = "1";
  }, () => showError(t.networkError));
})();
