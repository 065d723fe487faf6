#!/usr/bin/env bash
# The screen-reader stack for the Orca journeys: Xvfb, a private D-Bus session bus and AT-SPI
# bus, Orca (its speech written to a file), a focus-event logger, and the browser (not headless):
# Chromium, or Firefox ESR with ORCA_BROWSER=firefox.
#
#   session.sh start    starts everything, waits until each part is ready, writes $RUN/env;
#                       stopped by a signal before it is done, it stops what it had started
#   session.sh stop     stops only what `start` started (by process id), and the D-Bus-activated
#                       helpers of its own display
#
# Settings (environment):
#   RUN          working folder                                (default /tmp/saathi-orca)
#   DISPLAY_NO   X display number                              (default 78)
#   ORCA_BROWSER chromium or firefox                           (default chromium)
#   CHROME_PATH  Chromium                                      (default /usr/bin/chromium)
#   FIREFOX_PATH Firefox                                       (default /usr/bin/firefox-esr)
#   SYS_PY       Debian's Python, which has pyatspi and Orca   (default /usr/bin/python3)
#   WINDOW_SIZE  the browser's window, "W,H"                   (default 1280,900)
#   ORCA_DEBUG   1: also write Orca's own debug log to $RUN/orca-debug.log
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
RUN="${RUN:-/tmp/saathi-orca}"
DISPLAY_NO="${DISPLAY_NO:-78}"
BROWSER="${ORCA_BROWSER:-chromium}"
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
SYS_PY="${SYS_PY:-/usr/bin/python3}"
WINDOW_SIZE="${WINDOW_SIZE:-1280,900}"

# Waits until a command succeeds, checking every 0.2 s, for at most $1 seconds.
wait_for() {
  local limit="$1" what="$2"
  shift 2
  local tries=$((limit * 5))
  for ((i = 0; i < tries; i++)); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.2
  done
  echo "session.sh: $what was not ready after ${limit} s" >&2
  return 1
}

# Sends SIGTERM to every "name pid" line given, waits up to 3 s for them all, then SIGKILL.
end_all() {
  local name pid alive=()
  while read -r name pid; do
    [ -n "${pid:-}" ] && kill -0 "$pid" 2>/dev/null || continue
    kill "$pid" 2>/dev/null || true
    alive+=("$name:$pid")
  done <<<"$1"
  for _ in $(seq 15); do
    local left=()
    for each in "${alive[@]}"; do kill -0 "${each#*:}" 2>/dev/null && left+=("$each"); done
    alive=("${left[@]}")
    [ "${#alive[@]}" -eq 0 ] && break
    sleep 0.2
  done
  for each in "${alive[@]}"; do kill -9 "${each#*:}" 2>/dev/null || true; done
  while read -r name pid; do [ -n "${pid:-}" ] && echo "stopped $name ($pid)"; done <<<"$1"
}

stop() {
  if [ -f "$RUN/pids" ]; then
    # Everything but the display at once, then the display: Orca and the focus logger each take
    # about 2 s to leave after SIGTERM (their main loops wake late), so one by one the stop took
    # 11 s of every journey. Killed together, the session stops in the time of the slowest.
    local others
    others=$(grep -v '^xvfb ' "$RUN/pids" || true)
    end_all "$others"
    end_all "$(grep '^xvfb ' "$RUN/pids" || true)"
    rm -f "$RUN/pids"
  fi
  # Helpers D-Bus started on demand for this display only (AT-SPI registry, bus launcher).
  for proc in /proc/[0-9]*; do
    { tr '\0' '\n' <"$proc/environ"; } 2>/dev/null | grep -qx "DISPLAY=:$DISPLAY_NO" || continue
    case "$(cat "$proc/comm" 2>/dev/null)" in
      at-spi2-registr* | at-spi-bus-laun* | dbus-daemon | speech-dispatch* | sd_*)
        kill "${proc#/proc/}" 2>/dev/null && echo "stopped $(cat "$proc/comm" 2>/dev/null)" || true
        ;;
    esac
  done
}

start_chromium() {
  # Chromium offers to translate a page whose language is not its own ("Translate this page?"
  # on the Hindi pages) even with the Translate feature off; the profile's preference stops it.
  mkdir -p "$RUN/chrome-profile/Default"
  echo '{"translate":{"enabled":false}}' >"$RUN/chrome-profile/Default/Preferences"

  "$CHROME" --no-sandbox --test-type --force-renderer-accessibility \
    --user-data-dir="$RUN/chrome-profile" --no-first-run --no-default-browser-check \
    --disable-gpu --disable-dev-shm-usage --disable-background-networking \
    --disable-component-update --disable-sync --disable-quic \
    --disable-features=Translate,MediaRouter,OptimizationHints,AutofillServerCommunication \
    --password-store=basic --noerrdialogs --disable-session-crashed-bubble \
    --force-device-scale-factor=1 --renderer-process-limit=1 \
    --window-position=0,0 --window-size="$WINDOW_SIZE" about:blank >"$RUN/chromium.log" 2>&1 &
  echo "chromium $!" >>"$RUN/pids"
  wait_for 60 "Chromium's window" xdotool search --onlyvisible --class chromium
}

# Firefox ESR in a profile of its own ($RUN/firefox-profile), never anyone else's (--no-remote,
# --new-instance): its preferences (firefox.prefs, as the profile's user.js) skip the first-run
# pages, telemetry, the default-browser check, translation offers and session restore, and force
# accessibility on.
start_firefox() {
  mkdir -p "$RUN/firefox-profile"
  cp "$HERE/firefox.prefs" "$RUN/firefox-profile/user.js"
  local width="${WINDOW_SIZE%,*}" height="${WINDOW_SIZE#*,}"
  # GNOME_ACCESSIBILITY: Gecko builds its accessibility tree for AT-SPI at once, as Chromium
  # does with --force-renderer-accessibility. MOZ_NO_REMOTE: never hand the address to another
  # Firefox running on the machine (someone else's tests).
  GNOME_ACCESSIBILITY=1 MOZ_NO_REMOTE=1 MOZ_ENABLE_WAYLAND=0 MOZ_CRASHREPORTER_DISABLE=1 \
    "$FIREFOX" --no-remote --new-instance --profile "$RUN/firefox-profile" \
    --width "$width" --height "$height" about:blank >"$RUN/firefox.log" 2>&1 &
  echo "firefox $!" >>"$RUN/pids"
  wait_for 60 "Firefox's window" xdotool search --onlyvisible --class firefox-esr
}

# Firefox moves focus as it settles (its window's own panel, which focus_events.py leaves out,
# the address bar, then about:blank's document, in some runs only the one or the other): ready
# once focus has stayed put for 2 s after its first focus, so that no late move takes a key.
settle_firefox() {
  local size=-1 still=0
  for ((i = 0; i < 100 && still < 10; i++)); do
    local now
    now=$(stat -c %s "$RUN/focus.log")
    if [ "$now" = "$size" ]; then still=$((still + 1)); else still=0 size=$now; fi
    sleep 0.2
  done
}

start() {
  mkdir -p "$RUN"
  [ -f "$RUN/pids" ] && stop
  : >"$RUN/pids"
  # Stopped half-way (the audit's time limit, Ctrl-C): stop what was started so far, so that the
  # display is free for the next run.
  trap 'stop; exit 143' TERM
  trap 'stop; exit 130' INT
  trap 'stop; exit 129' HUP
  case "$BROWSER" in
    chromium | firefox) ;;
    *)
      echo "session.sh: ORCA_BROWSER is chromium or firefox, not \"$BROWSER\"" >&2
      return 2
      ;;
  esac
  rm -rf "$RUN/chrome-profile" "$RUN/firefox-profile" "$RUN/orca-prefs" "$RUN/xdg"
  mkdir -p "$RUN/orca-prefs" "$RUN/xdg"
  chmod 700 "$RUN/xdg"
  cp "$HERE/orca-settings.conf" "$RUN/orca-prefs/user-settings.conf"
  : >"$RUN/speech.log"
  : >"$RUN/focus.log"

  export DISPLAY=":$DISPLAY_NO"
  if xdotool getdisplaygeometry >/dev/null 2>&1; then
    echo "session.sh: display $DISPLAY is already in use; set DISPLAY_NO" >&2
    return 1
  fi
  Xvfb "$DISPLAY" -screen 0 1280x1024x24 -nolisten tcp >"$RUN/xvfb.log" 2>&1 &
  echo "xvfb $!" >>"$RUN/pids"
  wait_for 20 "Xvfb" xdotool getdisplaygeometry

  # A private session bus: the AT-SPI bus and registry are started on it, not on anyone else's.
  # dbus-launch has, once in a CI run on a loaded machine, printed nothing: tried three times,
  # then the session stops with a sentence rather than an unbound variable.
  local bus=""
  for _ in 1 2 3; do
    bus="$(dbus-launch --sh-syntax 2>>"$RUN/dbus.log")" && [ -n "$bus" ] && break
    sleep 1
  done
  if [ -z "$bus" ]; then
    echo "session.sh: dbus-launch started no session bus three times (see $RUN/dbus.log)" >&2
    return 1
  fi
  eval "$bus"
  echo "dbus $DBUS_SESSION_BUS_PID" >>"$RUN/pids"
  export DBUS_SESSION_BUS_ADDRESS XDG_RUNTIME_DIR="$RUN/xdg"
  export NO_AT_BRIDGE=0 GTK_A11Y=atspi ACCESSIBILITY_ENABLED=1
  /usr/libexec/at-spi-bus-launcher --launch-immediately >"$RUN/atspi.log" 2>&1 &
  echo "atspi $!" >>"$RUN/pids"
  wait_for 20 "the AT-SPI bus" dbus-send --session --print-reply --dest=org.a11y.Bus \
    /org/a11y/bus org.a11y.Bus.GetAddress
  # Tell toolkits that a screen reader is running (Chromium then builds its accessibility tree).
  for property in IsEnabled ScreenReaderEnabled; do
    dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
      org.freedesktop.DBus.Properties.Set string:org.a11y.Status "string:$property" \
      variant:boolean:true >/dev/null
  done

  local debug_log="-"
  [ "${ORCA_DEBUG:-0}" = 1 ] && debug_log="$RUN/orca-debug.log"
  "$SYS_PY" "$HERE/start_orca.py" "$RUN/speech.log" "$debug_log" -- -u "$RUN/orca-prefs" -r \
    >"$RUN/orca.out" 2>&1 &
  echo "orca $!" >>"$RUN/pids"
  wait_for 60 "Orca" grep -q "Screen reader on" "$RUN/speech.log"

  "$SYS_PY" "$HERE/focus_events.py" "$RUN/focus.log" >"$RUN/focus.out" 2>&1 &
  echo "focus_events $!" >>"$RUN/pids"
  # Chromium's first focus is the sign that its accessibility is ready: it is said once, so the
  # logger must listen before Chromium starts (on a busy machine Python takes seconds to start).
  wait_for 60 "the focus logger" grep -qx listening "$RUN/focus.out"

  "start_$BROWSER"
  # Ready once the browser's first focus has reached the focus logger.
  wait_for 60 "$BROWSER's accessibility" grep -q '"role"' "$RUN/focus.log"
  if [ "$BROWSER" = firefox ]; then settle_firefox; fi

  trap - TERM INT HUP
  cat >"$RUN/env" <<ENV
export DISPLAY=$DISPLAY
export DBUS_SESSION_BUS_ADDRESS='$DBUS_SESSION_BUS_ADDRESS'
export RUN='$RUN'
export ORCA_BROWSER='$BROWSER'
ENV
  echo "started; source $RUN/env"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "usage: session.sh start|stop" >&2
    exit 2
    ;;
esac
