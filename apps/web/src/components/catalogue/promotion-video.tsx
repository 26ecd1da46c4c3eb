/** An uploaded introduction clip (a marché's or an experience's), loaded only when played. */
export function PromotionVideo({
  src,
  label,
  className = 'rounded-2xl',
}: {
  src: string;
  label: string;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: coordinators and hosts upload intro clips without caption tracks
    <video
      src={src}
      controls
      preload="none"
      playsInline
      aria-label={label}
      className={`aspect-video w-full bg-black ${className}`}
    />
  );
}
