export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-2 left-2 z-50 -translate-y-24 rounded-control bg-navy-900 px-4 py-3 font-semibold text-white focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}
