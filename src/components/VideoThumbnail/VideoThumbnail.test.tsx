import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { VideoItem } from '../../content/media';
import { VideoThumbnail } from './VideoThumbnail';

const video: VideoItem = {
  id: 'demo',
  title: 'Classroom Clip',
  src: '/media/clip-classroom.mp4',
  type: 'video/mp4',
  poster: '/media/clip-classroom-poster.webp',
  captions: { src: '/media/clip-classroom.en.vtt', srcLang: 'en', label: 'English' },
  description: 'The word "Classroom" appears over rows of Braille dots.',
  width: 640,
  height: 360,
};

function renderThumbnail(onOpen = vi.fn()) {
  render(
    <main>
      <VideoThumbnail video={video} onOpen={onOpen} />
    </main>,
  );
  return { onOpen, button: screen.getByRole('button', { name: 'Classroom Clip' }) };
}

describe('VideoThumbnail', () => {
  it('is a button named by the video title and described by what the video shows', () => {
    const { button } = renderThumbnail();
    expect(button).toHaveAccessibleDescription(video.description);
    expect(screen.getByText(video.description)).toBeVisible();
  });

  it('previews the video at 300 x 200, muted, looped, inline, fetching only its metadata', () => {
    const { button } = renderThumbnail();
    const preview = button.querySelector('video')!;
    expect(preview).toHaveAttribute('src', video.src);
    expect(preview).toHaveAttribute('poster', video.poster);
    expect(preview).toHaveAttribute('width', '300');
    expect(preview).toHaveAttribute('height', '200');
    expect(preview.muted).toBe(true);
    expect(preview).toHaveAttribute('loop');
    expect(preview).toHaveAttribute('playsinline');
    expect(preview).toHaveAttribute('preload', 'metadata');
    expect(preview).not.toHaveAttribute('autoplay');
    // The button's name says it all; the preview and the play icon add nothing to hear.
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('opens on click, on Enter and on Space', async () => {
    const user = userEvent.setup();
    const { onOpen, button } = renderThumbnail();
    await user.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.keyboard('{Tab}');
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('without JavaScript, is a link to the video file, with the same name and description', async () => {
    // What the server prerenders; a browser that runs no script shows what <noscript> holds.
    const html = renderToString(
      <main>
        <VideoThumbnail video={video} onOpen={vi.fn()} />
      </main>,
    );
    const withoutScript = html.replace(/<\/?noscript>/g, '');
    document.body.innerHTML = withoutScript;
    // public/noscript.css hides what needs script: here, the button.
    for (const element of document.querySelectorAll('[data-needs-script]')) element.remove();
    expect(screen.queryByRole('button')).toBeNull();
    const link = screen.getByRole('link', { name: video.title });
    expect(link).toHaveAttribute('href', video.src);
    expect(link).toHaveAttribute('type', video.type);
    expect(link).toHaveAccessibleDescription(video.description);
    // The still frame, and nothing inside the link that is interactive or heard.
    const frame = link.querySelector('img')!;
    expect(frame).toHaveAttribute('src', video.poster);
    expect(frame).toHaveAttribute('alt', '');
    expect(link.querySelector('video, button, a')).toBeNull();
    expect(await axe(document.body)).toHaveNoViolations();
    document.body.innerHTML = '';
  });

  it('with JavaScript, renders no link: the <noscript> is empty and the button is alone', () => {
    renderThumbnail();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('noscript')?.innerHTML).toBe('');
  });

  it('has no axe violations', async () => {
    renderThumbnail();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
