// A product's photos as a slider: the list scrolls sideways by itself (swipe, trackpad, scroll
// snapping in the stylesheet); this adds the previous / next buttons, a dot per photo, and the arrow
// keys, and keeps the dots on the photo in view.
const slider = document.querySelector("[data-slider]");
const slides = slider && slider.querySelector(".slides");
const controls = slider && slider.querySelector(".slider-controls");

if (slides && controls) {
  const items = [...slides.children];
  const dots = [...controls.querySelectorAll("[data-go]")];
  let current = 0;
  controls.hidden = false;

  // Whoever asks their system for less motion gets the next photo at once.
  const stillness = matchMedia("(prefers-reduced-motion: reduce)");
  const show = (index, smooth = true) => {
    current = Math.max(0, Math.min(items.length - 1, index));
    const behavior = smooth && !stillness.matches ? "smooth" : "auto";
    slides.scrollTo({ left: items[current].offsetLeft - slides.offsetLeft, behavior });
    mark();
  };
  const mark = () => {
    dots.forEach((dot, index) => {
      if (index === current) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    items.forEach((item, index) => item.setAttribute("aria-hidden", String(index !== current)));
  };

  controls.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    if (button.dataset.step) show(current + Number(button.dataset.step));
    if (button.dataset.go) show(Number(button.dataset.go) - 1);
  });
  slider.addEventListener("keydown", (event) => {
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
}
