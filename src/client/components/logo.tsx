export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="7" fill="#1f3b2d" />
        <path d="M9 23V9h7.5a5 5 0 0 1 0 10H13v4z" fill="none" stroke="#d9b25f" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <span className="font-display text-xl font-semibold tracking-wide">Patina</span>
    </span>
  );
}
