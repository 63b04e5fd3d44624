// A product's photos. Without this script the photos scroll sideways (swipe, trackpad, scroll
// snapping in the stylesheet), each thumbnail jumps to its photo, and a photo opens full size as a
// plain link. With it: previous / next buttons and a counter, the arrow keys, the thumbnail of the
// photo in view marked, and a full-size view in a dialog that is swiped the same way.
const slider = document.querySelector("[data-slider]");
const slides = slider && slider.querySelector(".slides");
const viewer = document.getElementById("photo-viewer");

if (slides) {
  const items = [...slides.children];
  const controls = slider.querySelector(".slider-controls");
  const counter = slider.querySelector("[data-current]");
  const thumbs = [...document.querySelectorAll(".thumbs [data-go]")];
  let current = 0;
  if (controls) controls.hidden = false;

  // Whoever asks their system for less motion gets the next photo at once.
  const stillness = matchMedia("(prefers-reduced-motion: reduce)");
  const behavior = () => (stillness.matches ? "auto" : "smooth");
  const show = (index) => {
    current = Math.max(0, Math.min(items.length - 1, index));
    slides.scrollTo({ left: items[current].offsetLeft - slides.offsetLeft, behavior: behavior() });
    mark();
  };
  const mark = () => {
    thumbs.forEach((thumb, index) => {
      if (index === current) thumb.setAttribute("aria-current", "true");
      else thumb.removeAttribute("aria-current");
    });
    if (counter) counter.textContent = String(current + 1);
  };

  controls?.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-step]");
    if (button) show(current + Number(button.dataset.step));
  });
  for (const thumb of thumbs) {
    thumb.addEventListener("click", (event) => {
      event.preventDefault();
      show(Number(thumb.dataset.go) - 1);
    });
  }
  (slider.closest(".gallery") || slider).addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") show(current + 1);
    else if (event.key === "ArrowLeft") show(current - 1);
    else if (event.key === "Home") show(0);
    else if (event.key === "End") show(items.length - 1);
    else return;
    event.preventDefault();
  });
  // A swipe moves the list itself: follow it when it settles.
  let settle;
  slides.addEventListener("scroll", () => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      const index = Math.round(slides.scrollLeft / slides.clientWidth);
      if (index !== current) {
        current = index;
        mark();
      }
    }, 80);
  });
  mark();

  // The full-size view opens on the photo that was clicked; closing it leaves the slider there.
  if (viewer && typeof viewer.showModal === "function") {
    const strip = viewer.querySelector(".viewer-slides");
    const large = [...strip.children];
    // The photo in view when the viewer closes, read while it is still open (closed, it has no width).
    let seen = 0;
    slides.addEventListener("click", (event) => {
      const link = event.target.closest("[data-zoom]");
      if (!link) return;
      event.preventDefault();
      const index = Number(link.dataset.zoom) - 1;
      for (const image of viewer.querySelectorAll("img")) image.loading = "eager";
      viewer.showModal();
      strip.scrollTo({ left: large[index].offsetLeft, behavior: "auto" });
      seen = index;
      strip.focus();
    });
    const remember = () => {
      if (strip.clientWidth > 0) seen = Math.round(strip.scrollLeft / strip.clientWidth);
    };
    strip.addEventListener("scroll", remember);
    viewer.addEventListener("cancel", remember);
    viewer.querySelector("form").addEventListener("submit", remember);
    strip.addEventListener("keydown", (event) => {
      remember();
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (!step) return;
      event.preventDefault();
      const target = large[Math.max(0, Math.min(large.length - 1, seen + step))];
      strip.scrollTo({ left: target.offsetLeft, behavior: behavior() });
    });
    viewer.addEventListener("close", () => {
      if (seen !== current) {
        current = seen;
        slides.scrollTo({ left: items[current].offsetLeft - slides.offsetLeft, behavior: "auto" });
        mark();
      }
    });
    // A click on the dark space around a photo closes the view, as in a photos app.
    viewer.addEventListener("click", (event) => {
      if (event.target.tagName === "LI" || event.target === strip) {
        remember();
        viewer.close();
      }
    });
  }
}
