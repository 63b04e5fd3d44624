// The market's listing, enhanced. Everything here also works without it: the search form submits,
// the layout links reload, the "Page N →" link leads on. With it:
// - the next page loads as the reader scrolls near the end (infinite scroll), one page at a time;
// - the listing follows the search field as the reader types, and the sort and currency at once,
//   keeping the address in step so a result can be shared and the back button returns to it (a
//   search typed is one step back, to the listing before it, however many letters it took);
// - Grid / List switch in place and are remembered in the `market_view` cookie;
// - Back from a product brings the listing back as far as it had been read, on the card opened.
// Every page is the server's own HTML (`/market?…`), read here and its cards moved in: one
// rendering, whoever asks.
const form = document.getElementById("market-search");
const results = document.getElementById("market-results");

if (form && results) {
  // The card opened from here, and how many pages were read then: kept in this history entry, so
  // Back from the product finds them (the page itself is not kept: it is no-store).
  const returning = performance.getEntriesByType("navigation")[0]?.type === "back_forward"
    && history.state?.market && history.state.card;
  if (returning) history.scrollRestoration = "manual";
  let feed = startFeed();
  if (returning) feed.bringBack(history.state.card, history.state.pages || 1);
  let typing = null;
  let current = null;
  // Whether this history entry is a search being typed: its first result gets an entry of its own
  // (so Back returns to the listing before the search), the next keystrokes only change it.
  let typedEntry = false;

  // The listing `url` shows, read from the server's page and put in place of this one's.
  async function show(url, { push = false } = {}) {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    results.setAttribute("aria-busy", "true");
    try {
      const page = await fetchPage(url, controller.signal);
      const fresh = page.getElementById("market-results");
      if (!fresh) throw new Error("The page had no products in it.");
      feed.stop();
      results.replaceChildren(...fresh.childNodes);
      document.title = page.title;
      document.getElementById("market-announcer").textContent =
        document.getElementById("result-count")?.textContent || "";
      if (push) history.pushState({ market: true }, "", url);
      else history.replaceState({ market: true }, "", url);
      feed = startFeed();
    } catch (error) {
      if (error.name === "AbortError") return;
      document.getElementById("result-count").textContent = `The products could not be loaded: ${error.message}`;
    } finally {
      if (current === controller) results.removeAttribute("aria-busy");
    }
  }

  // The address the form asks for, leaving out what is empty (as a shared link would).
  function formURL() {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (value !== "" && !(name === "sort" && value === "newest")) query.append(name, value);
    }
    const text = query.toString();
    return text ? `/market?${text}` : "/market";
  }

  form.addEventListener("input", (event) => {
    clearTimeout(typing);
    if (event.target.type !== "search") return;
    typing = setTimeout(() => {
      show(formURL(), { push: !typedEntry });
      typedEntry = true;
    }, 250);
  });
  form.addEventListener("change", (event) => {
    if (event.target.tagName !== "SELECT") return;
    show(formURL(), { push: true });
    typedEntry = false;
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(typing);
    show(formURL(), { push: !typedEntry });
  });
  addEventListener("popstate", () => {
    typedEntry = false;
    const query = new URLSearchParams(location.search);
    form.elements.search.value = query.get("search") || "";
    form.elements.sort.value = query.get("sort") || "newest";
    form.elements.currency.value = query.get("currency") || "";
    show(location.pathname + location.search);
  });

  // Opening a product: remember it and how far the listing was read, for Back.
  results.addEventListener("click", (event) => {
    const card = event.target.closest(".product-card");
    if (!card || !event.target.closest("a")) return;
    const pages = Number(document.getElementById("product-grid")?.dataset.lastPage || "1");
    history.replaceState({ ...history.state, market: true, card: card.dataset.id, pages }, "");
  });

  // Grid or list, in place; the cookie keeps it for the next visit.
  results.addEventListener("click", (event) => {
    const link = event.target.closest("[data-view]");
    if (!link) return;
    event.preventDefault();
    const view = link.dataset.view;
    document.cookie = `market_view=${view}; path=/market; max-age=31536000; SameSite=Lax`;
    document.getElementById("product-grid").classList.toggle("as-list", view === "list");
    for (const other of results.querySelectorAll("[data-view]")) {
      if (other === link) other.setAttribute("aria-current", "true");
      else other.removeAttribute("aria-current");
    }
  });
}

async function fetchPage(url, signal) {
  const response = await fetch(url, { headers: { Accept: "text/html" }, signal });
  const text = await response.text();
  const page = new DOMParser().parseFromString(text, "text/html");
  if (!response.ok) {
    const reason = page.querySelector("main p")?.textContent?.trim();
    const error = new Error(reason || `The server answered ${response.status}.`);
    error.retryAfter = Number(response.headers.get("Retry-After")) || 0;
    throw error;
  }
  return page;
}

// Infinite scroll over the listing in place now: the next page's cards are appended as the end
// comes near. The first page with no "next" link ends it; a product already shown (pages shift
// when products are added) is not shown twice. Returns a way to stop it when the listing changes.
function startFeed() {
  const grid = document.getElementById("product-grid");
  const status = document.getElementById("feed-status");
  const pager = document.getElementById("pager");
  let next = pager?.querySelector('a[rel="next"]')?.getAttribute("href");
  if (!grid || !next || !("IntersectionObserver" in window)) {
    return { bringBack: (id) => grid?.querySelector(`[data-id="${CSS.escape(id)}"] a`)?.focus(), stop() {} };
  }

  let inFlight = null;
  let finished = false;
  let retryTimer = null;
  const controller = new AbortController();
  const shown = new Set([...grid.querySelectorAll("[data-id]")].map((card) => card.dataset.id));
  const sentinel = document.createElement("div");
  sentinel.setAttribute("aria-hidden", "true");
  grid.after(sentinel);
  pager.hidden = true;

  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) loadNext();
  }, { rootMargin: "600px 0px" });

  const finish = (text) => {
    finished = true;
    observer.disconnect();
    status.textContent = text;
  };

  // Grey cards where the next page's products will be, while they load: the grid keeps its shape.
  function skeletons() {
    return Array.from({ length: 4 }, () => {
      const item = document.createElement("li");
      item.className = "skeleton-card";
      item.setAttribute("aria-hidden", "true");
      item.innerHTML = '<div class="thumb skeleton"></div><div class="text"><div class="skeleton skeleton-line"></div><div class="skeleton skeleton-line short"></div></div>';
      return item;
    });
  }

  // The next page, once: a call while one loads gets the same promise, which says whether it loaded.
  function loadNext() {
    if (finished) return Promise.resolve(false);
    inFlight ??= fetchNext().then((loaded) => {
      inFlight = null;
      // A tall screen may still show the end of the list: keep going until it does not.
      if (loaded && !finished && sentinel.getBoundingClientRect().top < innerHeight + 600) loadNext();
      return loaded;
    });
    return inFlight;
  }

  async function fetchNext() {
    clearTimeout(retryTimer);
    status.textContent = "Loading more products…";
    const placeholders = skeletons();
    grid.append(...placeholders);
    let loaded = false;
    try {
      const page = await fetchPage(next, controller.signal);
      const fragment = document.createDocumentFragment();
      for (const card of page.querySelectorAll("#product-grid > [data-id]")) {
        if (shown.has(card.dataset.id)) continue;
        shown.add(card.dataset.id);
        fragment.append(document.adoptNode(card));
      }
      grid.append(fragment);
      grid.dataset.lastPage = new URL(next, location.href).searchParams.get("page") || "1";
      next = page.querySelector('#pager a[rel="next"]')?.getAttribute("href");
      status.textContent = "";
      loaded = true;
      if (!next) finish("That is every product.");
    } catch (error) {
      if (error.name !== "AbortError") showFailure(error);
    } finally {
      for (const placeholder of placeholders) placeholder.remove();
    }
    return loaded;
  }

  // Reads on to the product `id` (at most `pages` pages, as many as were read before), then shows it
  // and puts the focus on it, where the reader left.
  async function bringBack(id, pages) {
    const card = () => grid.querySelector(`[data-id="${CSS.escape(id)}"]`);
    for (let read = Number(grid.dataset.lastPage || "1"); !card() && read < pages; read += 1) {
      if (!(await loadNext())) break;
    }
    const found = card();
    if (!found) return;
    found.scrollIntoView({ block: "center" });
    found.querySelector("a")?.focus({ preventScroll: true });
  }

  // A page that failed is asked for again only when the reader says so, or once after the time the
  // server named in Retry-After — never in a loop.
  function showFailure(error) {
    observer.disconnect();
    const retry = document.createElement("button");
    retry.type = "button";
    retry.className = "secondary";
    retry.textContent = "Try again";
    retry.addEventListener("click", () => {
      observer.observe(sentinel);
      loadNext();
    });
    status.replaceChildren(`More products could not be loaded: ${error.message} `, retry);
    if (error.retryAfter > 0) {
      retryTimer = setTimeout(() => {
        observer.observe(sentinel);
        loadNext();
      }, error.retryAfter * 1000);
    }
  }

  observer.observe(sentinel);
  return {
    bringBack,
    stop() {
      finished = true;
      controller.abort();
      clearTimeout(retryTimer);
      observer.disconnect();
      sentinel.remove();
    },
  };
}
