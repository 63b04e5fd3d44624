// OpenStreetMap on the item pages: the item's place on a map (data-map-view), and on the form a
// map to pick the place's point (data-map-picker) instead of typing coordinates. The tiles come
// from tile.openstreetmap.org, so the map appears only where the reader's browser can reach it;
// otherwise the page says so, and the coordinates stay as text and fields.

const TILE = 256;
const tileURL = (z, x, y) => `https://tile.openstreetmap.org/${z}/${x}/${y}.png`;

const project = (lat, lon, z) => {
  const scale = TILE * 2 ** z;
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
};
const unproject = (x, y, z) => {
  const scale = TILE * 2 ** z;
  const lon = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lon: ((lon + 540) % 360) - 180 };
};

/** A map in `element` around `center` at `zoom`, with a marker at `marker` (or none). */
function createMap(element, { center, zoom, marker, label, onPick }) {
  const state = { center, zoom, marker };
  element.classList.add("osm-map");
  const tiles = document.createElement("div");
  tiles.className = "osm-tiles";
  const pin = document.createElement("div");
  pin.className = "osm-marker";
  pin.setAttribute("aria-hidden", "true");
  const credit = document.createElement("p");
  credit.className = "osm-credit";
  credit.textContent = "© OpenStreetMap contributors";
  element.append(tiles, pin, credit);
  let loaded = 0;
  let failed = 0;
  const status = element.parentElement.querySelector("[data-map-status]");

  function draw() {
    const width = element.clientWidth;
    const height = element.clientHeight;
    const middle = project(state.center.lat, state.center.lon, state.zoom);
    const left = middle.x - width / 2;
    const top = middle.y - height / 2;
    const count = 2 ** state.zoom;
    const images = [];
    for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + height) / TILE); ty++) {
      if (ty < 0 || ty >= count) continue;
      for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) {
        const image = new Image(TILE, TILE);
        image.alt = "";
        image.decoding = "async";
        image.draggable = false;
        image.style.left = `${tx * TILE - left}px`;
        image.style.top = `${ty * TILE - top}px`;
        image.addEventListener("load", () => { loaded++; report(); }, { once: true });
        image.addEventListener("error", () => { failed++; image.remove(); report(); }, { once: true });
        image.src = tileURL(state.zoom, ((tx % count) + count) % count, ty);
        images.push(image);
      }
    }
    tiles.replaceChildren(...images);
    if (state.marker) {
      const point = project(state.marker.lat, state.marker.lon, state.zoom);
      pin.hidden = false;
      pin.style.left = `${point.x - left}px`;
      pin.style.top = `${point.y - top}px`;
    } else {
      pin.hidden = true;
    }
  }

  function report() {
    if (!status) return;
    if (loaded > 0) {
      status.textContent = onPick
        ? "Click the map, or move it with the arrow keys and press Enter, to set the point; + and − zoom."
        : `The map shows ${label || "the place"}.`;
    } else if (failed > 0) {
      status.textContent = onPick
        ? "Your browser cannot reach OpenStreetMap, so there is no map to pick from; type the coordinates instead."
        : "Your browser cannot reach OpenStreetMap, so the map is not shown; the coordinates are above.";
      element.hidden = true;
    }
  }

  function pointAt(clientX, clientY) {
    const box = element.getBoundingClientRect();
    const middle = project(state.center.lat, state.center.lon, state.zoom);
    return unproject(middle.x + clientX - box.left - box.width / 2, middle.y + clientY - box.top - box.height / 2, state.zoom);
  }

  function pan(dx, dy) {
    const middle = project(state.center.lat, state.center.lon, state.zoom);
    state.center = unproject(middle.x + dx, middle.y + dy, state.zoom);
    draw();
  }

  function zoomBy(step) {
    state.zoom = Math.max(2, Math.min(18, state.zoom + step));
    draw();
  }

  if (onPick) {
    element.tabIndex = 0;
    element.setAttribute("role", "application");
    element.setAttribute("aria-label", "Map for picking the place's point");
    element.setAttribute("aria-describedby", status?.id || "");
    const zoomButtons = document.createElement("div");
    zoomButtons.className = "osm-zoom";
    for (const [text, step, name] of [["+", 1, "Zoom in"], ["−", -1, "Zoom out"]]) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = text;
      button.setAttribute("aria-label", name);
      button.addEventListener("click", () => zoomBy(step));
      zoomButtons.append(button);
    }
    element.append(zoomButtons);
    let drag = null;
    tiles.addEventListener("pointerdown", (event) => {
      drag = { x: event.clientX, y: event.clientY, moved: false };
      tiles.setPointerCapture(event.pointerId);
    });
    tiles.addEventListener("pointermove", (event) => {
      if (!drag) return;
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < 4) return;
      drag.moved = true;
      drag.x = event.clientX;
      drag.y = event.clientY;
      pan(-dx, -dy);
    });
    tiles.addEventListener("pointerup", (event) => {
      if (drag && !drag.moved) {
        state.marker = pointAt(event.clientX, event.clientY);
        onPick(state.marker);
        draw();
      }
      drag = null;
    });
    element.addEventListener("wheel", (event) => { event.preventDefault(); zoomBy(event.deltaY < 0 ? 1 : -1); }, { passive: false });
    element.addEventListener("keydown", (event) => {
      if (event.target !== element) return;
      const moves = { ArrowLeft: [-64, 0], ArrowRight: [64, 0], ArrowUp: [0, -64], ArrowDown: [0, 64] };
      if (moves[event.key]) pan(...moves[event.key]);
      else if (event.key === "+" || event.key === "=") zoomBy(1);
      else if (event.key === "-") zoomBy(-1);
      else if (event.key === "Enter") { state.marker = { ...state.center }; onPick(state.marker); draw(); }
      else return;
      event.preventDefault();
    });
  }
  new ResizeObserver(draw).observe(element);
  draw();
  return {
    setMarker(point) {
      state.marker = point;
      state.center = point;
      state.zoom = Math.max(state.zoom, 15);
      draw();
    },
  };
}

for (const view of document.querySelectorAll("[data-map-view]")) {
  const point = { lat: Number(view.dataset.latitude), lon: Number(view.dataset.longitude) };
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lon)) continue;
  const map = document.createElement("div");
  map.setAttribute("role", "img");
  map.setAttribute("aria-label", `Map of ${view.dataset.label || "the place"}`);
  view.prepend(map);
  createMap(map, { center: point, zoom: 16, marker: point, label: view.dataset.label });
}

// The form's map loads only when asked for: until then nothing is fetched from OpenStreetMap.
for (const picker of document.querySelectorAll("[data-map-picker]")) {
  const form = picker.closest("form");
  const latitude = form.elements.latitude;
  const longitude = form.elements.longitude;
  const open = document.createElement("button");
  open.type = "button";
  open.className = "secondary";
  open.textContent = "Pick the point on a map";
  picker.append(open);
  picker.hidden = false;
  open.addEventListener("click", () => {
    const status = document.createElement("p");
    status.className = "hint";
    status.id = "map-status";
    status.dataset.mapStatus = "";
    status.setAttribute("role", "status");
    status.textContent = "Loading the map from OpenStreetMap…";
    const map = document.createElement("div");
    open.replaceWith(map, status);
    const typed = { lat: parseFloat(latitude.value), lon: parseFloat(longitude.value) };
    const hasPoint = Number.isFinite(typed.lat) && Number.isFinite(typed.lon);
    const control = createMap(map, {
      center: hasPoint ? typed : { lat: 20, lon: 0 }, zoom: hasPoint ? 15 : 2, marker: hasPoint ? typed : null,
      onPick: (point) => {
        latitude.value = point.lat.toFixed(6);
        longitude.value = point.lon.toFixed(6);
        for (const field of [latitude, longitude]) field.dispatchEvent(new Event("input", { bubbles: true }));
      },
    });
    map.focus();
    const follow = () => {
      const point = { lat: parseFloat(latitude.value), lon: parseFloat(longitude.value) };
      const valid = Number.isFinite(point.lat) && Number.isFinite(point.lon);
      if (valid && Math.abs(point.lat) <= 90 && Math.abs(point.lon) <= 180) control.setMarker(point);
    };
    latitude.addEventListener("change", follow);
    longitude.addEventListener("change", follow);
  });
}
