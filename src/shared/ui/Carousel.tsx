import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { useMediaQuery } from './useMediaQuery';
import './Carousel.css';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel for screen readers ('Offers'). */
  label: string;
  slides: readonly CarouselSlide[];
  /** Moves on by itself every `autoplayMs`, unless the person asked for reduced motion. */
  autoplayMs?: number;
  className?: string;
}

/**
 * The WAI-ARIA carousel pattern: a region with aria-roledescription carousel, each slide a group
 * named 'n of total', Previous and Next buttons. When it plays by itself, a visible button
 * pauses it, and it also waits while the pointer is over it or focus is in it (so a slide never
 * moves under the person reading it); then the slides are announced politely. With
 * prefers-reduced-motion it never moves by itself.
 */
export function Carousel({ label, slides, autoplayMs, className }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', false);
  const count = slides.length;
  const rotates = autoplayMs !== undefined && !reducedMotion && count > 1;
  const playing = rotates && !paused && !hovered && !focused;
  const current = Math.min(index, Math.max(0, count - 1));

  useEffect(() => {
    if (!playing) return undefined;
    // From the slide shown: a slide picked by hand stays its full time too.
    const timer = setTimeout(() => setIndex((current + 1) % count), autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, current, count, autoplayMs]);

  const move = (step: number) => setIndex((current + step + count) % count);

  return (
    <section
      className={['ui-carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e: FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className="ui-carousel__slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className="ui-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="ui-carousel__controls">
          {rotates && (
            <button
              type="button"
              className="ui-carousel__button"
              aria-label={paused ? 'Play slides' : 'Pause slides'}
              onClick={() => {
                // Play is an explicit wish: it plays now, with the pointer and focus still here.
                if (paused) {
                  setHovered(false);
                  setFocused(false);
                }
                setPaused(!paused);
              }}
            >
              {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
            </button>
          )}
          <button
            type="button"
            className="ui-carousel__button"
            aria-label="Previous slide"
            onClick={() => move(-1)}
          >
            <ChevronLeft aria-hidden />
          </button>
          <span className="ui-carousel__count" aria-hidden>
            {current + 1} / {count}
          </span>
          <button
            type="button"
            className="ui-carousel__button"
            aria-label="Next slide"
            onClick={() => move(1)}
          >
            <ChevronRight aria-hidden />
          </button>
        </div>
      )}
    </section>
  );
}
