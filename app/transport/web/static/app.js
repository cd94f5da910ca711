// Klartext upload page. No framework, no build step, no request to any other host.
// Everything that comes from a document is inserted with textContent, never as HTML.
"use strict";

(function () {
  // The languages are the entries of /static/strings.json: one per language folder on the server.
  let LANGS = [];
  const API = "/api/analyses";
  // Opened from a one-time upload link of a chat (/u/{token}): the upload goes to the link.
  const LINK_PREFIX = "/u/";
  const LINKS_API = "/api/analyses/uploads/";
  let link = null; // {token, language} while the link can take the upload
  const POLL_MS = 1000;
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);

  let strings = {};
  let t = {};
  let uiLang = "en";
  let files = [];
  let timer = null;
  let started = 0;
  // The result on show: drawn again in the new words when the page language changes.
  let shown = null;
  // The .ics files of the result on show (object URLs), released when it is drawn again.
  let calendarUrls = [];

  function fmt(template, values) {
    return String(template).replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
  }

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") node.className = v;
      else node.setAttribute(k, v);
    }
    for (const child of children) {
      if (child === null || child === undefined) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  function pickLanguage() {
    const asked = (params.get("lang") || "").toLowerCase();
    if (LANGS.includes(asked)) return asked;
    for (const tag of navigator.languages || [navigator.language || "en"]) {
      const code = String(tag).split("-")[0].toLowerCase();
      if (LANGS.includes(code)) return code;
    }
    return "en";
  }

  // Both language menus offer every language, each under its own name ("Deutsch", "Français").
  function fillLanguageChoices() {
    for (const id of ["ui-lang", "language"]) {
      $(id).replaceChildren(...LANGS.map((code) => el("option", { value: code, lang: code }, strings[code].languageName || code)));
    }
  }

  function applyLanguage(lang) {
    uiLang = lang;
    t = strings[lang] || strings.en;
    document.documentElement.lang = lang;
    document.title = t.pageTitle;
    for (const node of document.querySelectorAll("[data-i18n]")) {
      const text = t[node.dataset.i18n];
      if (text) node.textContent = text;
    }
    $("ui-lang").value = lang;
    renderFiles();
  }

  // ------------------------------------------------------------------ choosing files

  function isPhoto(file) {
    return /^image\//.test(file.type) || /\.(jpe?g|png|heic|heif|webp)$/i.test(file.name);
  }

  function addFiles(list, append) {
    const chosen = Array.from(list || []);
    if (!chosen.length) return;
    // Photos collect into one document (page by page); a PDF or a text file replaces the choice.
    const keep = append || (chosen.every(isPhoto) && files.every(isPhoto));
    files = keep ? files.concat(chosen) : chosen;
    hideError();
    renderFiles();
  }

  function renderFiles() {
    const list = $("file-list");
    list.replaceChildren();
    files.forEach((file, index) => {
      const label = files.length > 1 ? `${fmt(t.page, { n: index + 1 })}: ${file.name}` : file.name;
      const remove = el("button", { type: "button", "aria-label": fmt(t.removeFile, { name: file.name }) }, t.remove);
      remove.addEventListener("click", () => {
        files.splice(index, 1);
        renderFiles();
      });
      list.append(el("li", {}, el("span", { class: "name" }, label), remove));
    });
  }

  function wireChoosing() {
    const input = $("file-input");
    const camera = $("camera-input");
    $("choose").addEventListener("click", () => input.click());
    $("camera").addEventListener("click", () => camera.click());
    input.addEventListener("change", () => {
      addFiles(input.files, false);
      input.value = "";
    });
    camera.addEventListener("change", () => {
      addFiles(camera.files, true);
      camera.value = "";
    });
    const drop = $("drop");
    for (const type of ["dragenter", "dragover"]) {
      drop.addEventListener(type, (event) => {
        event.preventDefault();
        drop.classList.add("over");
      });
    }
    for (const type of ["dragleave", "drop"]) {
      drop.addEventListener(type, () => drop.classList.remove("over"));
    }
    drop.addEventListener("drop", (event) => {
      event.preventDefault();
      addFiles(event.dataTransfer && event.dataTransfer.files, false);
    });
  }

  // ------------------------------------------------------------------ sending and waiting

  function showError(message) {
    const box = $("error");
    box.textContent = message;
    box.hidden = false;
  }

  function hideError() {
    $("error").hidden = true;
  }

  function setStage(text, percent) {
    $("stage").textContent = text;
    const bar = $("bar");
    if (percent === null) bar.removeAttribute("value");
    else bar.value = percent;
  }

  function tick() {
    const seconds = Math.floor((Date.now() - started) / 1000);
    const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
    $("elapsed").textContent = fmt(t.elapsed, { time });
  }

  function busy(on) {
    $("submit").disabled = on;
    $("progress").hidden = !on;
    if (on) {
      started = Date.now();
      tick();
      timer = setInterval(tick, 1000);
    } else {
      clearInterval(timer);
    }
  }

  function errorMessage(body) {
    if (body && body.error && body.error.message) return body.error.message;
    return (body && typeof body.message === "string" && body.message) || t.networkError;
  }

  function send(form) {
    // XMLHttpRequest rather than fetch: it reports upload progress.
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", link ? LINKS_API + encodeURIComponent(link.token) : API);
      xhr.setRequestHeader("Accept", "application/json");
      xhr.responseType = "json";
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) {
          setStage(fmt(t.stageUpload, { percent: Math.round((event.loaded / event.total) * 100) }), null);
        }
      });
      xhr.upload.addEventListener("load", () => setStage(t.stageReading, null));
      xhr.addEventListener("load", () => resolve({ status: xhr.status, body: xhr.response }));
      xhr.addEventListener("error", () => reject(new Error("network")));
      xhr.send(form);
    });
  }

  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

  async function poll(location) {
    for (let round = 0; ; round++) {
      const response = await fetch(location, { headers: { Accept: "application/json" }, cache: "no-store" });
      const body = await response.json().catch(() => null);
      if (response.status === 429 || response.status === 503) {
        // Asked too often or busy: the analysis goes on; wait as told and ask again.
        await sleep(1000 * Math.max(1, Number(response.headers.get("Retry-After")) || 5));
        continue;
      }
      if (!response.ok) throw new Error(errorMessage(body));
      if (body.status === "completed") return body;
      const percent = Math.round((body.progress || 0) * 100);
      // The stage the server reports ("Explaining the clauses: 2 of 5 batches done"), in the page's language.
      const stage = body.status === "running" && t.stages && t.stages[body.stage];
      const counts = { done: body.stage_done || 0, total: body.stage_total || 0, percent };
      if (stage) setStage(fmt(stage, counts), percent);
      else if (body.status === "running") setStage(fmt(t.stageRunning, { percent }), percent);
      else setStage(t.stageQueued, null);
      // Quick at first (most documents are done in seconds), then gentler on the rate limit.
      await sleep(round < 10 ? POLL_MS : 3 * POLL_MS);
    }
  }

  async function submit(event) {
    event.preventDefault();
    hideError();
    if (document.body.dataset.link === "used") document.body.dataset.link = ""; // a new document, no link
    const text = $("text").value;
    const form = new FormData();
    if (!link) form.append("language", $("language").value); // a link has its language already
    if (files.length) files.forEach((file) => form.append("file", file, file.name));
    else form.append("text", text);
    $("result").hidden = true;
    busy(true);
    setStage(t.stageReading, null);
    try {
      const sent = await send(form);
      if (sent.status !== 202) throw new Error(errorMessage(sent.body));
      const usedLink = link;
      link = null; // used: the page goes on as the ordinary page
      const result = await poll(`${API}/${encodeURIComponent(sent.body.analysis_id)}`);
      renderResult(result);
      if (usedLink) linkDone();
    } catch (error) {
      showError(error && error.message && error.message !== "network" ? error.message : t.networkError);
      $("error").focus && $("error").scrollIntoView({ block: "center" });
    } finally {
      busy(false);
    }
  }

  // ------------------------------------------------------------------ one-time upload links

  function languageName(code) {
    return (strings[code] && strings[code].languageName) || code;
  }

  function showLinkLanguage() {
    if (link) $("link-language").textContent = fmt(t.linkLanguage, { language: languageName(link.language) });
  }

  // What the link says about itself; a used, expired or unknown link shows why, and no form.
  async function openLink(token) {
    $("link-mode").hidden = false;
    let response = null;
    let body = null;
    try {
      response = await fetch(LINKS_API + encodeURIComponent(token), { headers: { Accept: "application/json" }, cache: "no-store" });
      body = await response.json().catch(() => null);
    } catch (error) {
      body = null;
    }
    if (response && response.ok && body && body.status === "awaiting_upload") {
      link = { token, language: body.language };
      if (!LANGS.includes((params.get("lang") || "").toLowerCase()) && LANGS.includes(body.language)) applyLanguage(body.language);
      $("language").value = body.language;
      $("language-row").hidden = true;
      showLinkLanguage();
      document.body.dataset.link = "ready";
      return;
    }
    $("upload").before($("error")); // the message stays in view; the form goes
    $("upload").hidden = true;
    $("link-mode").hidden = true;
    showError(errorMessage(body));
    document.body.dataset.link = "refused";
  }

  function linkDone() {
    $("link-mode").hidden = true;
    $("language-row").hidden = false;
    document.body.dataset.link = "used";
    showLinkSent();
  }

  // Above the explanation of a link's upload, also after it is drawn again in another page language.
  function showLinkSent() {
    if (document.body.dataset.link === "used" && shown && !$("result").hidden) {
      $("result").prepend(el("p", { class: "link-sent", role: "status" }, t.linkSent));
    }
  }

  // ------------------------------------------------------------------ the result

  function safeUrl(url) {
    try {
      const parsed = new URL(url);
      return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
    } catch (e) {
      return null;
    }
  }

  // The value as the document writes it: a sum written with a minus ("-810,00 EUR" in a tax settlement) keeps its
  // sign on the page (the result's value is the size of the sum; its meaning says what it is).
  function signed(amount) {
    const written = (amount.text || "").trim();
    return /^[-\u2212\u2013]/.test(written) && amount.value > 0 ? -amount.value : amount.value;
  }

  function money(amount, lang) {
    try {
      return new Intl.NumberFormat(lang, { style: "currency", currency: amount.currency || "EUR" }).format(signed(amount));
    } catch (e) {
      return amount.text;
    }
  }

  function longDate(iso, lang, style) {
    const date = new Date(`${iso}T12:00:00`);
    if (Number.isNaN(date.getTime())) return iso;
    return new Intl.DateTimeFormat(lang, { dateStyle: style || "long" }).format(date);
  }

  // "Tuesday, 23 September 2025, 09:30": an action's day (and time), in the page's language.
  function when(item) {
    if (!item.date) return t.noDate;
    const day = longDate(item.date, uiLang, "full");
    return item.time ? fmt(t.atTime, { date: day, time: item.time }) : day;
  }

  // Dated actions first, by date and time; the undated ones after them, as they came.
  function inDateOrder(actions) {
    const key = (a) => `${a.date ? "0" : "1"}${a.date || ""}${a.time || ""}`;
    return actions.map((a, i) => [a, i]).sort((x, y) => (key(x[0]) < key(y[0]) ? -1 : key(x[0]) > key(y[0]) ? 1 : x[1] - y[1])).map((x) => x[0]);
  }

  // ------------------------------------------------------------------ calendar files (RFC 5545)

  const ICS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
  const ICS_TIME = /^(\d{2}):(\d{2})$/;

  function icsText(value) {
    return String(value).replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
  }

  // Content lines are folded at 75 octets (UTF-8), never inside a character.
  function icsFold(line) {
    const encoder = new TextEncoder();
    const parts = [];
    let part = "";
    let octets = 0;
    for (const ch of line) {
      const size = encoder.encode(ch).length;
      if (octets + size > (parts.length ? 74 : 75)) {
        parts.push(part);
        part = "";
        octets = 0;
      }
      part += ch;
      octets += size;
    }
    parts.push(part);
    return parts.join("\r\n ");
  }

  function uid() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return `${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}@klartext`;
  }

  // One event: an all-day DATE, or a local (floating) DATE-TIME when a time is given. The summary is
  // the action's own text, nothing else of the document.
  function calendarFile(summary, iso, time) {
    const day = ICS_DATE.exec(iso || "");
    if (!day) return null;
    const clock = ICS_TIME.exec(time || "");
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
    const start = clock ? `DTSTART:${day[1]}${day[2]}${day[3]}T${clock[1]}${clock[2]}00` : `DTSTART;VALUE=DATE:${day[1]}${day[2]}${day[3]}`;
    const lines = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Klartext//Klartext//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      `UID:${uid()}`,
      `DTSTAMP:${stamp}`,
      start,
      `SUMMARY:${icsText(summary)}`,
      "END:VEVENT",
      "END:VCALENDAR",
    ];
    return lines.map(icsFold).join("\r\n") + "\r\n";
  }

  function calendarLink(summary, iso, time) {
    const text = calendarFile(summary, iso, time);
    if (!text) return null;
    const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
    calendarUrls.push(url);
    return el("a", { class: "ics", href: url, download: `klartext-${iso}${time ? "-" + time.replace(":", "") : ""}.ics` }, t.addToCalendar);
  }

  // The original wording with the deadlines and amounts of this clause marked.
  function markedOriginal(original, marks) {
    const quote = el("blockquote", {});
    const spans = [];
    for (const mark of marks) {
      if (!mark.text) continue;
      let from = 0;
      for (;;) {
        const at = original.indexOf(mark.text, from);
        if (at < 0) break;
        spans.push([at, at + mark.text.length, mark.kind]);
        from = at + mark.text.length;
      }
    }
    spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    let pos = 0;
    for (const [start, end, kind] of spans) {
      if (start < pos) continue;
      quote.append(original.slice(pos, start), el("mark", { class: kind }, original.slice(start, end)));
      pos = end;
    }
    quote.append(original.slice(pos));
    return quote;
  }

  // The kind of document; a letter about a contract ("Letter about a tenancy") is no contract.
  function categoryName(result) {
    const names = t.categories || {};
    return (result.letter && names[result.category + "_letter"]) || names[result.category] || result.category;
  }

  function factsBlock(result, lang) {
    if (!result.deadlines.length && !result.amounts.length) return null;
    const block = el("section", { class: "block facts", id: "key-dates", tabindex: "-1" });
    if (result.deadlines.length) {
      const list = el("ul", {});
      const category = categoryName(result);
      // In date order, as the reader plans by them; undated ones (a period) after, as in the document.
      const byDate = result.deadlines.map((d, i) => [d, i]).sort(([a, i], [b, j]) =>
        (a.date ? 0 : 1) - (b.date ? 0 : 1) || (a.date || "").localeCompare(b.date || "") || i - j);
      for (const [d] of byDate) {
        const day = d.date ? longDate(d.date, uiLang) : d.text;
        // The calendar entry says what the action on that day says, else only that the date is from the document.
        const action = d.date && (result.actions || []).find((a) => a.date === d.date && (!d.clause_id || a.clause_id === d.clause_id));
        list.append(
          el("li", { class: "deadline" },
            el("span", { class: "when" }, day),
            // What the date is, in the reader's language; the document's own words beside it.
            d.description ? el("span", { class: "what" }, d.description) : d.date ? d.text : null,
            d.description ? el("q", { class: "as-written", lang: result.document_language }, d.text) : null,
            d.computation ? el("span", { class: "how" }, d.computation) : null,
            d.date ? calendarLink(action ? action.text : fmt(t.calendarKeyDate, { category }), d.date, action && action.time) : null)
        );
      }
      block.append(el("h3", {}, t.deadlines), list);
    }
    if (result.amounts.length) {
      const list = el("ul", {});
      // A sum named again with the same meaning (a total repeated in the payment request) is listed once.
      const seen = new Set();
      for (const a of result.amounts) {
        const key = `${signed(a)}|${a.currency}|${a.meaning || ""}|${a.applies_from || ""}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const meaning = (t.meanings && t.meanings[a.meaning]) || a.meaning || "";
        // The day it applies from, where the document marks one: a later rent beside the first is told apart.
        const since = a.applies_from ? fmt(t.amountFrom, { date: longDate(a.applies_from, uiLang) }) : "";
        list.append(el("li", { class: "amount" }, el("span", { class: "value" }, money(a, lang)), [meaning, since].filter(Boolean).join(" ")));
      }
      block.append(el("h3", {}, t.amounts), list);
    }
    return block;
  }

  function clauseTitle(clause, index) {
    return clause.heading || fmt(t.clause, { n: index + 1 });
  }

  function actionsBlock(result) {
    const actions = result.actions || [];
    if (!actions.length) return null;
    const titles = new Map(result.clauses.map((c, i) => [c.id, clauseTitle(c, i)]));
    const list = el("ol", { class: "todo-list" });
    for (const a of inDateOrder(actions)) {
      const item = el("li", { class: `todo-item ${a.kind}` },
        el("span", { class: "when" }, when(a)),
        el("span", { class: "kind" }, (t.actionKinds && t.actionKinds[a.kind]) || a.kind),
        el("p", { class: "what" }, a.text));
      const links = el("p", { class: "todo-links" });
      if (titles.has(a.clause_id)) links.append(jumpLink(`clause-${a.clause_id}`, titles.get(a.clause_id)));
      const ics = a.date ? calendarLink(a.text, a.date, a.time) : null;
      if (ics) links.append(ics);
      if (links.childNodes.length) item.append(links);
      list.append(item);
    }
    return el("section", { class: "block todo", id: "todo", tabindex: "-1", "aria-labelledby": "todo-title" },
      el("h3", { id: "todo-title" }, t.actionsTitle), list);
  }

  // A link within the result: it scrolls the target into view and moves the focus there (also when
  // the page is embedded and the frame itself does not scroll).
  function jumpLink(id, label) {
    const link = el("a", { href: `#${id}` }, label);
    link.addEventListener("click", (event) => {
      const target = document.getElementById(id);
      if (!target) return;
      event.preventDefault();
      target.scrollIntoView({ block: "start" });
      target.focus({ preventScroll: true });
      history.replaceState(null, "", `#${id}`);
    });
    return link;
  }

  function contentsBlock(result, hasActions, hasFacts) {
    const list = el("ol", {});
    if (hasActions) list.append(el("li", {}, jumpLink("todo", t.actionsTitle)));
    if (hasFacts) list.append(el("li", {}, jumpLink("key-dates", result.deadlines.length ? t.deadlines : t.amounts)));
    const clauses = el("ol", { class: "toc-clauses" });
    result.clauses.forEach((clause, i) => {
      const notes = (clause.legal_notes || []).length;
      clauses.append(el("li", {}, jumpLink(`clause-${clause.id}`, clauseTitle(clause, i)),
        notes ? el("span", { class: "toc-note", title: t.hasNotes }, " §", el("span", { class: "visually-hidden" }, ` (${t.hasNotes})`)) : null));
    });
    list.append(el("li", {}, jumpLink("clauses-title", t.clausesTitle), clauses));
    return el("nav", { class: "block toc", "aria-labelledby": "toc-title" }, el("h3", { id: "toc-title" }, t.contents), list);
  }

  function decisionText(d) {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d.date || "");
    return `${d.court}, ${day ? `${day[3]}.${day[2]}.${day[1]}` : d.date}, ${d.file_number}`;
  }

  function linkOrText(label, url) {
    const safe = url && safeUrl(url);
    return safe ? el("a", { href: safe, rel: "noopener noreferrer", target: "_blank" }, label) : label;
  }

  function notesBlock(notes) {
    const block = el("section", { class: "notes" }, el("p", { class: "label" }, t.legalNotes));
    for (const note of notes) {
      const box = el("div", { class: `note ${note.kind}` },
        el("p", { class: "note-kind" }, (t.noteKinds && t.noteKinds[note.kind]) || note.kind),
        el("p", { class: "note-text" }, note.text));
      if (note.norms && note.norms.length) {
        const list = el("ul", { class: "note-norms" });
        for (const norm of note.norms) list.append(el("li", {}, linkOrText(norm.citation, norm.url)));
        box.append(el("p", { class: "note-label" }, t.norms), list);
      }
      if (note.decisions && note.decisions.length) {
        const list = el("ul", { class: "note-decisions" });
        for (const d of note.decisions) list.append(el("li", {}, linkOrText(decisionText(d), d.url)));
        box.append(el("p", { class: "note-label" }, t.decisions), list);
      }
      block.append(box);
    }
    return block;
  }

  function clauseCard(clause, index, result, lang) {
    const deadlines = result.deadlines.filter((d) => d.clause_id === clause.id);
    const amounts = result.amounts.filter((a) => a.clause_id === clause.id);
    const title = clauseTitle(clause, index);
    const card = el("li", { class: "card", id: `clause-${clause.id}`, tabindex: "-1" },
      el("h4", {}, title, clause.page ? ` (${fmt(t.page, { n: clause.page })})` : ""),
      el("p", { class: "label" }, t.original),
      markedOriginal(clause.original, [
        ...deadlines.map((d) => ({ text: d.text, kind: "deadline" })),
        ...amounts.map((a) => ({ text: a.text, kind: "amount" })),
      ]),
      el("p", { class: "label" }, t.plainWords),
      el("p", { class: "plain" }, clause.translation),
      el("p", { class: "label" }, t.why),
      el("p", { class: "why" }, clause.explanation));
    if (deadlines.length || amounts.length) {
      const badges = el("ul", { class: "badges" });
      for (const d of deadlines) badges.append(el("li", { class: "badge deadline" }, d.date ? longDate(d.date, uiLang) : d.text));
      for (const a of amounts) badges.append(el("li", { class: "badge amount" }, money(a, lang)));
      card.append(badges);
    }
    if (clause.norms && clause.norms.length) {
      const list = el("ul", { class: "norms" });
      for (const norm of clause.norms) {
        const url = norm.url && safeUrl(norm.url);
        const label = norm.relation === "related" ? `${norm.citation} (${t.related})` : norm.citation;
        list.append(el("li", {}, url ? el("a", { href: url, rel: "noopener noreferrer", target: "_blank" }, label) : label));
      }
      card.append(el("p", { class: "label" }, t.norms), list);
    }
    if (clause.legal_notes && clause.legal_notes.length) card.append(notesBlock(clause.legal_notes));
    return card;
  }

  function renderResult(result, options) {
    const lang = result.language || uiLang;
    const section = $("result");
    shown = result;
    for (const url of calendarUrls) URL.revokeObjectURL(url);
    calendarUrls = [];
    section.replaceChildren();
    section.setAttribute("lang", lang);
    const category = categoryName(result);
    const meta = [category];
    if (result.document_language) {
      try {
        meta.push(fmt(t.documentLanguage, { language: new Intl.DisplayNames([uiLang], { type: "language" }).of(result.document_language) }));
      } catch (e) { /* an unknown code: leave it out */ }
    }
    section.append(
      el("div", { class: "block summary" },
        el("h2", { id: "result-title" }, t.resultTitle),
        el("p", { class: "meta" }, meta.join(" · ")),
        el("h3", {}, t.summary),
        el("p", {}, result.summary),
        result.document_date ? el("p", { class: "document-date" }, fmt(t.documentDate, { date: longDate(result.document_date, uiLang) })) : null),
      el("p", { class: "disclaimer", role: "note" }, result.disclaimer));
    // What to do and the key dates come first, after a short table of contents (results are long).
    const actions = actionsBlock(result);
    const facts = factsBlock(result, lang);
    section.append(contentsBlock(result, Boolean(actions), Boolean(facts)));
    if (actions) section.append(actions);
    if (facts) section.append(facts);
    if (result.warnings && result.warnings.length) {
      const list = el("ul", {});
      for (const w of result.warnings) list.append(el("li", {}, w));
      section.append(el("section", { class: "block warnings" }, el("h3", {}, t.warnings), list));
    }
    const clauses = el("ol", { class: "clauses" });
    result.clauses.forEach((clause, i) => clauses.append(clauseCard(clause, i, result, lang)));
    section.append(el("h3", { id: "clauses-title", tabindex: "-1" }, t.clausesTitle), clauses);
    const removed = Object.values(result.removed_personal_data || {}).reduce((a, b) => a + b, 0);
    if (removed) section.append(el("p", { class: "removed" }, fmt(t.removed, { count: removed })));
    const engine = result.engine && result.engine.kind === "llm" ? fmt(t.engineLlm, { model: result.engine.model || "" }) : t.engineOffline;
    section.append(
      el("p", { class: "source" }, engine, " ", fmt(t.source, { name: result.source.name, url: result.source.url })),
      el("p", { class: "disclaimer", role: "note" }, result.disclaimer));
    const print = el("button", { type: "button", class: "button" }, t.print);
    print.addEventListener("click", () => window.print());
    const again = el("button", { type: "button", class: "button secondary" }, t.again);
    again.addEventListener("click", () => {
      files = [];
      renderFiles();
      $("text").value = "";
      section.hidden = true;
      $("upload").scrollIntoView();
      $("choose").focus();
    });
    section.append(el("div", { class: "actions" }, print, again));
    section.hidden = false;
    if (!(options && options.keepFocus)) section.focus();
    postHeight();
  }

  // ------------------------------------------------------------------ embedding

  function postHeight() {
    if (window.parent !== window) {
      window.parent.postMessage({ klartext: "height", height: document.documentElement.scrollHeight }, "*");
    }
  }

  async function start() {
    if (params.get("embed") === "1") document.body.classList.add("embed");
    strings = await (await fetch("/static/strings.json")).json();
    LANGS = Object.keys(strings);
    fillLanguageChoices();
    const lang = pickLanguage();
    applyLanguage(lang);
    $("language").value = LANGS.includes((params.get("explain") || "").toLowerCase()) ? params.get("explain").toLowerCase() : lang;
    $("ui-lang").addEventListener("change", (event) => {
      applyLanguage(event.target.value);
      if (!link) $("language").value = event.target.value;
      showLinkLanguage();
      // The result's own texts stay in their language; its headings, labels and dates follow the page.
      if (shown && !$("result").hidden) {
        renderResult(shown, { keepFocus: true });
        showLinkSent();
      }
    });
    wireChoosing();
    $("upload").addEventListener("submit", submit);
    if ("ResizeObserver" in window) new ResizeObserver(postHeight).observe(document.body);
    if (location.pathname.startsWith(LINK_PREFIX)) await openLink(decodeURIComponent(location.pathname.slice(LINK_PREFIX.length)));
    document.body.dataset.ready = "1";
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
