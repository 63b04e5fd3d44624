// The market's grid, page after page as the reader scrolls: the same `GET /items/{page}` JSON the
// apps read. One page is asked for at a time; the first empty page ends the feed; a product already
// shown (pages shift when products are added) is not shown twice. Without this script the page's
// plain "Page N →" links do the same job.
const grid = document.getElementById("product-grid");
const status = document.getElementById("feed-status");
const pager = document.getElementById("pager");
const template = document.getElementById("product-card-template");

if (grid && grid.dataset.nextPage && "IntersectionObserver" in window) {
  let nextPage = Number(grid.dataset.nextPage);
  let loading = false;
  let finished = false;
  const shown = new Set([...grid.querySelectorAll("[data-id]")].map((card) => card.dataset.id));
  const number = new Intl.NumberFormat("en-US");
  const sentinel = document.createElement("div");
  sentinel.setAttribute("aria-hidden", "true");
  grid.after(sentinel);
  pager.hidden = true;

  const price = (amount, currency) => `${currency} ${number.format(amount)}`;
  // Image addresses are used as paths on this server, like the server-rendered cards.
  const path = (address) => {
    const url = new URL(address, location.href);
    return url.pathname + url.search;
  };

  const card = (item) => {
    const node = template.content.firstElementChild.cloneNode(true);
    const slot = (name) => node.querySelector(`[data-slot="${name}"]`);
    node.dataset.id = String(item.id);
    slot("link").href = `/market/items/${item.id}`;
    slot("thumbnail").src = item.thumbnails && item.thumbnails.length ? path(item.thumbnails[0]) : "";
    slot("title").textContent = item.title;
    const discounted = item.discounted_price !== undefined && item.discounted_price !== null;
    slot("original").hidden = !discounted;
    slot("original-text").textContent = price(item.price, item.currency);
    slot("price").textContent = price(discounted ? item.discounted_price : item.price, item.currency);
    const stock = slot("stock");
    stock.textContent = item.stock === 0 ? "Sold out" : `${number.format(item.stock)} in stock`;
    stock.classList.toggle("sold-out", item.stock === 0);
    return node;
  };

  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) loadNext();
  }, { rootMargin: "600px 0px" });

  const finish = (text) => {
    finished = true;
    observer.disconnect();
    status.textContent = text;
  };

  let retryTimer = null;

  // Grey cards where the next page's products will be, while they load: the grid keeps its shape.
  function skeletons() {
    return Array.from({ length: grid.matches(".product-grid") ? 4 : 0 }, () => {
      const item = document.createElement("li");
      item.className = "skeleton-card";
      item.setAttribute("aria-hidden", "true");
      item.innerHTML = '<div class="thumb skeleton"></div><div class="text"><div class="skeleton skeleton-line"></div><div class="skeleton skeleton-line short"></div></div>';
      return item;
    });
  }

  async function loadNext() {
    if (loading || finished) return;
    loading = true;
    clearTimeout(retryTimer);
    status.textContent = `Loading page ${nextPage}…`;
    const placeholders = skeletons();
    grid.append(...placeholders);
    let loaded = false;
    try {
      const response = await fetch(`/items/${nextPage}`, { headers: { Accept: "application/json" } });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) {
        const error = new Error(body.reason || `The server answered ${response.status}.`);
        error.retryAfter = Number(response.headers.get("Retry-After")) || 0;
        throw error;
      }
      if (body.items.length === 0) {
        finish("That is every product.");
        return;
      }
      const fragment = document.createDocumentFragment();
      for (const item of body.items) {
        if (shown.has(String(item.id))) continue;
        shown.add(String(item.id));
        fragment.append(card(item));
      }
      grid.append(fragment);
      grid.dataset.lastPage = String(nextPage);
      nextPage += 1;
      status.textContent = "";
      loaded = true;
    } catch (error) {
      showFailure(error);
    } finally {
      loading = false;
      for (const placeholder of placeholders) placeholder.remove();
    }
    // A tall screen may still show the end of the list: keep going until it does not.
    if (loaded && !finished && sentinel.getBoundingClientRect().top < innerHeight + 600) loadNext();
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
    status.replaceChildren(`Page ${nextPage} could not be loaded: ${error.message} `, retry);
    if (error.retryAfter > 0) {
      retryTimer = setTimeout(() => {
        observer.observe(sentinel);
        loadNext();
      }, error.retryAfter * 1000);
    }
  }

  observer.observe(sentinel);
}
