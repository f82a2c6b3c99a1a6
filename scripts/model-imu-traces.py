#!/usr/bin/env python3
"""Writes the modelled controller IMU traces under Assets/IMU and their labels.

Nobody working on the sandbox has a controller with motion sensors at hand, so these
traces are modelled, not recorded: each is a small physical scene (a hand shaking the
controller, a walk, a knock on the table) turned into what the controller's sensors
would report, in SDL's units and axes (docs/imu.md):

- the controller is a rigid body turning about one fixed axis by an angle theta(t);
- its centre moves by a displacement p(t) in the world (metres) for slow moves (lifts,
  jabs), plus accelerations given directly for oscillations and impacts (shakes, steps,
  knocks);
- the accelerometer reads R(theta)^T (p''(t) + accelerations + gravity reaction), where the
  gravity reaction is +9.81 m/s^2 on world y (SDL: "a device at rest reads
  SDL_STANDARD_GRAVITY ... a positive Y value" when held level in front of you);
- the gyroscope reads theta'(t) about the axis, in rad/s;
- both get a small constant bias, Gaussian noise and 0.001 quantisation.

Everything is deterministic (fixed seeds, no clock), so running the script again
rewrites identical files: python3 scripts/model-imu-traces.py
"""

import math
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Assets" / "IMU"
GRAVITY = 9.81
SEED = 1906  # any fixed number; each trace adds its index


# ---------------------------------------------------------------- small vector helpers

def add(a, b):
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def scale(v, k):
    return (v[0] * k, v[1] * k, v[2] * k)


def unit(v):
    length = math.sqrt(v[0] ** 2 + v[1] ** 2 + v[2] ** 2)
    return scale(v, 1 / length)


def rotate(v, axis, angle):
    """Rodrigues' rotation of v about the unit vector axis."""
    c, s = math.cos(angle), math.sin(angle)
    dot = v[0] * axis[0] + v[1] * axis[1] + v[2] * axis[2]
    cross = (axis[1] * v[2] - axis[2] * v[1], axis[2] * v[0] - axis[0] * v[2], axis[0] * v[1] - axis[1] * v[0])
    return tuple(v[i] * c + cross[i] * s + axis[i] * dot * (1 - c) for i in range(3))


X, Y, Z = (1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)


# ---------------------------------------------------------------- time profiles

def envelope(t, start, end, ramp_in, ramp_out):
    """0 outside [start, end]; raised-cosine ramps at both ends; 1 in between."""
    if t <= start or t >= end:
        return 0.0
    if t < start + ramp_in:
        return 0.5 - 0.5 * math.cos(math.pi * (t - start) / ramp_in)
    if t > end - ramp_out:
        return 0.5 - 0.5 * math.cos(math.pi * (end - t) / ramp_out)
    return 1.0


def min_jerk(t, start, duration):
    """0 to 1 along a minimum-jerk path: how hands move from rest to rest."""
    u = min(max((t - start) / duration, 0.0), 1.0)
    return u ** 3 * (10 - 15 * u + 6 * u * u)


def half_sine(t, start, width):
    return math.sin(math.pi * (t - start) / width) if start <= t <= start + width else 0.0


# ---------------------------------------------------------------- a modelled trace

class Trace:
    def __init__(self, name, kind, rate, duration, description, gyro=True, axis=X,
                 accel_noise=0.05, gyro_noise=0.01, jitter=0.0):
        self.name, self.kind, self.rate, self.duration = name, kind, rate, duration
        self.description, self.gyro, self.axis = description, gyro, unit(axis)
        self.accel_noise, self.gyro_noise, self.jitter = accel_noise, gyro_noise, jitter
        self.positions = []   # t -> world displacement (m)
        self.impacts = []     # t -> world acceleration (m/s^2), for contacts too short to integrate
        self.angles = []      # t -> rotation (rad) about self.axis
        self.turns = []       # (t -> rotation, t -> its rate), for rotations given by their rate
        self.shake_span = None

    def position(self, t):
        total = (0.0, 0.0, 0.0)
        for f in self.positions:
            total = add(total, f(t))
        return total

    def angle(self, t):
        return sum(f(t) for f in self.angles) + sum(turn(t) for turn, _ in self.turns)

    def world_acceleration(self, t, h=1e-3):
        before, here, after = self.position(t - h), self.position(t), self.position(t + h)
        total = tuple((before[i] - 2 * here[i] + after[i]) / (h * h) for i in range(3))
        for f in self.impacts:
            total = add(total, f(t))
        return total

    def rotation_rate(self, t, h=1e-4):
        differentiated = sum(f(t + h) - f(t - h) for f in self.angles) / (2 * h)
        return differentiated + sum(spin(t) for _, spin in self.turns)

    # -- motions ------------------------------------------------------------------------

    def shake(self, start, end, frequency, peak, direction, rotation_peak=0.0, ramp_in=0.06, ramp_out=0.1,
              squareness=0.2, ellipse=0.0, ellipse_direction=Z, label=True):
        """Back and forth along direction at about frequency Hz, peaking near peak m/s^2
        (squared off a little, as hands reverse harder than a sine), turning about the
        trace's axis at up to rotation_peak rad/s with it; the frequency wanders by about
        4% and the strength by 12%."""
        rng = random.Random(f"{self.name}@{start}")  # a str seed is hashed the same way every run
        wander, wander_phase, swell_phase = 0.25, rng.uniform(0, 6.28), rng.uniform(0, 6.28)
        omega = 2 * math.pi * frequency
        # Normalise the squared-off wave so that its peak is 1.
        norm = max(abs(math.sin(p / 100) + squareness * math.sin(3 * p / 100)) for p in range(629))
        direction, other = unit(direction), unit(ellipse_direction)

        def phase(t):
            return omega * (t - start) + wander * math.sin(2 * math.pi * 0.7 * (t - start) + wander_phase)

        def strength(t):
            swell = 1 + 0.12 * math.sin(2 * math.pi * 0.6 * (t - start) + swell_phase)
            return envelope(t, start, end, ramp_in, ramp_out) * swell

        # Given as accelerations, not as a displacement to differentiate: the ramps would
        # otherwise add jerks no hand makes. (The hand drifts a few millimetres; no sensor
        # here can tell.)
        def acceleration(t):
            p = phase(t)
            wave = (math.sin(p) + squareness * math.sin(3 * p)) / norm
            return add(scale(direction, peak * strength(t) * wave), scale(other, peak * ellipse * strength(t) * math.cos(p)))

        def turn(t):
            return rotation_peak / omega * strength(t) * math.sin(phase(t) + 0.4)

        def spin(t):
            return rotation_peak * strength(t) * math.cos(phase(t) + 0.4)

        self.impacts.append(acceleration)
        if rotation_peak:
            self.turns.append((turn, spin))
        if label:
            self.shake_span = (start, end)
        return self

    def lift(self, start, duration, height, direction=Y):
        direction = unit(direction)
        self.positions.append(lambda t: scale(direction, height * min_jerk(t, start, duration)))
        return self

    def tilt(self, start, duration, angle):
        self.angles.append(lambda t: angle * min_jerk(t, start, duration))
        return self

    def knock(self, at, peak, width=0.012, direction=Y, ring=0.0, ring_frequency=60.0, ring_decay=0.03):
        """An impact: a half-sine pulse, then the plastic ringing down."""
        direction = unit(direction)

        def acceleration(t):
            value = peak * half_sine(t, at, width)
            if ring and t > at:
                value += ring * math.exp(-(t - at) / ring_decay) * math.sin(2 * math.pi * ring_frequency * (t - at))
            return scale(direction, value)

        self.impacts.append(acceleration)
        return self

    def free_fall(self, start, duration):
        self.impacts.append(lambda t: scale(Y, -GRAVITY) if start <= t < start + duration else (0.0, 0.0, 0.0))
        return self

    def oscillate(self, start, end, frequency, peak, direction, phase=0.0):
        """Steady back and forth given as an acceleration (walking bounce, rumble)."""
        direction = unit(direction)
        omega = 2 * math.pi * frequency
        self.impacts.append(lambda t: scale(direction, peak * math.sin(omega * t + phase))
                            if start <= t < end else (0.0, 0.0, 0.0))
        return self

    def sway(self, start, end, frequency, angle, phase=0.0):
        omega = 2 * math.pi * frequency
        self.angles.append(lambda t: angle * math.sin(omega * (t - start) + phase) * envelope(t, start, end, 0.3, 0.3))
        return self

    def hand_tremor(self, rng):
        """Physiological tremor (8-12 Hz) and slow drift of a hand holding still."""
        f1, f2, p1, p2 = rng.uniform(8, 12), rng.uniform(0.15, 0.4), rng.uniform(0, 6.28), rng.uniform(0, 6.28)
        self.impacts.append(lambda t: scale(unit((1, 0.6, 0.8)), 0.08 * math.sin(2 * math.pi * f1 * t + p1)))
        self.angles.append(lambda t: 0.03 * math.sin(2 * math.pi * f2 * t + p2))
        return self

    # -- sampling -----------------------------------------------------------------------

    def rows(self, rng):
        accel_bias = tuple(rng.uniform(-0.12, 0.12) for _ in range(3))
        gyro_bias = tuple(rng.uniform(-0.01, 0.01) for _ in range(3))
        period = 1.0 / self.rate
        for k in range(int(round(self.duration * self.rate))):
            t = k * period + (rng.uniform(-self.jitter, self.jitter) * period if k else 0.0)
            angle = self.angle(t)
            reading = rotate(add(self.world_acceleration(t), (0.0, GRAVITY, 0.0)), self.axis, -angle)
            accel = tuple(reading[i] + accel_bias[i] + rng.gauss(0, self.accel_noise) for i in range(3))
            yield t, "accel", accel
            if self.gyro:
                spin = self.rotation_rate(t)
                gyro = tuple(spin * self.axis[i] + gyro_bias[i] + rng.gauss(0, self.gyro_noise) for i in range(3))
                yield t, "gyro", gyro

    def write(self, index):
        rng = random.Random(SEED + index)
        path = OUT / self.kind / f"{self.name}.csv"
        path.parent.mkdir(parents=True, exist_ok=True)
        lines = ["t,sensor,x,y,z"]
        for t, sensor, (x, y, z) in self.rows(rng):
            lines.append(f"{number(t, 6)},{sensor},{number(x, 3)},{number(y, 3)},{number(z, 3)}")
        path.write_text("\n".join(lines) + "\n")
        return path

    def label(self):
        start, end = self.shake_span or ("", "")
        start = number(start, 3) if start != "" else ""
        end = number(end, 3) if end != "" else ""
        return f"{self.kind}/{self.name}.csv,{self.kind},{start},{end},{self.rate},modelled,{self.description}"


def number(value, places):
    text = f"{value:.{places}f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


# ---------------------------------------------------------------- the corpus

def shakes():
    d = unit((1, 1, 0))
    return [
        Trace("x-5hz-25ms2-200hz", "shake", 200, 3.5, "5 Hz left-right shake; 25 m/s2; yawing 6 rad/s; 1.5 s", axis=Y)
        .shake(1.0, 2.5, 5.0, 25, X, rotation_peak=6),
        Trace("y-4.5hz-20ms2-250hz", "shake", 250, 3.5, "4.5 Hz up-down shake along gravity; 20 m/s2; pitching 5 rad/s; 1.2 s", axis=X)
        .shake(1.0, 2.2, 4.5, 20, Y, rotation_peak=5),
        Trace("z-5.5hz-30ms2-500hz", "shake", 500, 3.0, "5.5 Hz push-pull shake; 30 m/s2; pitching 7 rad/s; 1 s", axis=X)
        .shake(0.9, 1.9, 5.5, 30, Z, rotation_peak=7),
        Trace("diagonal-4hz-22ms2-200hz", "shake", 200, 3.5, "4 Hz shake along the x-y diagonal; 22 m/s2; rolling 5 rad/s; 1.3 s", axis=Z)
        .shake(1.0, 2.3, 4.0, 22, d, rotation_peak=5),
        Trace("elliptical-5hz-28ms2-250hz", "shake", 250, 3.5, "5 Hz shake along x with a 40% z component a quarter-cycle behind; 28 m/s2; 1.5 s", axis=Y)
        .shake(1.0, 2.5, 5.0, 28, X, rotation_peak=6, ellipse=0.4, ellipse_direction=Z),
        Trace("elliptical-y-4.5hz-24ms2-200hz-accel-only", "shake", 200, 3.5, "4.5 Hz up-down shake with a 50% x component a quarter-cycle behind; 24 m/s2; accelerometer only; 1.2 s", gyro=False)
        .shake(1.0, 2.2, 4.5, 24, Y, ellipse=0.5, ellipse_direction=X),
        Trace("weak-x-4hz-15ms2-100hz-accel-only", "shake", 100, 3.5, "the weakest: 4 Hz left-right; 15 m/s2; accelerometer only; 1.5 s", gyro=False)
        .shake(1.0, 2.5, 4.0, 15, X),
        Trace("strong-y-6hz-40ms2-1000hz", "shake", 1000, 2.5, "6 Hz hard up-down shake; 40 m/s2; pitching 12 rad/s; 0.8 s", axis=X)
        .shake(0.8, 1.6, 6.0, 40, Y, rotation_peak=12),
        Trace("short-x-5hz-25ms2-500hz", "shake", 500, 2.5, "the shortest: 0.4 s (two cycles) at 5 Hz; 25 m/s2; yawing 6 rad/s", axis=Y)
        .shake(1.0, 1.4, 5.0, 25, X, rotation_peak=6, ramp_in=0.04, ramp_out=0.06),
        # UIKit cancels a shake that lasts about 2 s (motionCancelled), so the longest whole shake is shorter.
        Trace("long-z-4.5hz-20ms2-200hz", "shake", 200, 4.0, "the longest: 1.7 s at 4.5 Hz push-pull (UIKit cancels a shake of about 2 s); 20 m/s2; pitching 5 rad/s", axis=X)
        .shake(1.0, 2.7, 4.5, 20, Z, rotation_peak=5),
        Trace("twist-4hz-250hz", "shake", 250, 3.5, "a wrist twist: rolling 10 rad/s at 4 Hz; 10 m/s2 of sideways motion; 1.2 s", axis=Z)
        .shake(1.0, 2.2, 4.0, 10, X, rotation_peak=10),
        Trace("y-5hz-22ms2-1000hz-accel-only", "shake", 1000, 2.8, "5 Hz up-down; 22 m/s2; accelerometer only; 1 s", gyro=False)
        .shake(0.9, 1.9, 5.0, 22, Y),
        Trace("z-4hz-25ms2-250hz-accel-only", "shake", 250, 3.5, "4 Hz push-pull; 25 m/s2; accelerometer only; 1.5 s", gyro=False)
        .shake(1.0, 2.5, 4.0, 25, Z),
        Trace("x-6hz-18ms2-100hz", "shake", 100, 3.0, "6 Hz left-right at 100 Hz sampling; 18 m/s2; yawing 5 rad/s; 0.8 s", axis=Y)
        .shake(1.0, 1.8, 6.0, 18, X, rotation_peak=5),
        Trace("while-walking-4.5hz-200hz", "shake", 200, 5.0, "a 4.5 Hz left-right shake of 20 m/s2 in the middle of a walk", axis=Y)
        .oscillate(0.0, 5.0, 1.9, 3.0, Y).oscillate(0.0, 5.0, 0.95, 1.2, X).sway(0.0, 5.0, 0.95, 0.06)
        .shake(2.0, 3.2, 4.5, 20, X, rotation_peak=5),
        Trace("then-put-down-5hz-250hz", "shake", 250, 4.0, "a 5 Hz shake of 25 m/s2; then the controller is put down with a knock", axis=Y)
        .shake(0.8, 2.0, 5.0, 25, X, rotation_peak=6).lift(2.6, 0.5, -0.2).knock(3.12, 30, ring=10),
        Trace("slow-ramp-5hz-30ms2-500hz", "shake", 500, 3.5, "5 Hz left-right building up over 0.15 s and dying over 0.3 s; 30 m/s2", axis=Y)
        .shake(1.0, 2.4, 5.0, 30, X, rotation_peak=7, ramp_in=0.15, ramp_out=0.3),
        Trace("mixed-xz-4.5hz-1000hz", "shake", 1000, 2.8, "4.5 Hz shake along x+z; 26 m/s2; yawing and pitching 7 rad/s; 1 s", axis=(0, 1, 1))
        .shake(0.9, 1.9, 4.5, 26, (1, 0, 1), rotation_peak=7),
        Trace("jittery-clock-5hz-250hz", "shake", 250, 3.0, "5 Hz left-right; 24 m/s2; timestamps jitter by 20% of a period", axis=Y, jitter=0.2)
        .shake(1.0, 2.0, 5.0, 24, X, rotation_peak=6),
    ]


def stills():
    return [
        Trace("rest-on-table-200hz", "still", 200, 4.0, "lying on a table; sensor noise only"),
        Trace("held-still-250hz", "still", 250, 4.0, "held in both hands; tremor and slow drift", accel_noise=0.08),
        Trace("slow-tilt-200hz", "still", 200, 5.0, "tilted 60 degrees forward over 2 s; then back", axis=X)
        .tilt(0.5, 2.0, 1.05).tilt(3.0, 1.5, -1.05),
        Trace("pick-up-250hz", "still", 250, 4.0, "picked up off the table: 30 cm in 0.6 s; tilting 35 degrees", axis=X)
        .lift(1.0, 0.6, 0.3).tilt(1.0, 0.6, 0.6),
        Trace("put-down-knock-500hz", "still", 500, 4.0, "put down 25 cm in 0.5 s; a 35 m/s2 knock as it lands and rings", axis=X)
        .lift(1.0, 0.5, -0.25).tilt(1.0, 0.5, -0.4).knock(1.52, 35, ring=12),
        Trace("walking-100hz", "still", 100, 5.0, "walking with the controller in hand: 1.9 steps a second", axis=Z)
        .oscillate(0.0, 5.0, 1.9, 3.0, Y).oscillate(0.0, 5.0, 0.95, 1.2, X).sway(0.0, 5.0, 0.95, 0.06),
        Trace("brisk-walking-200hz", "still", 200, 5.0, "walking briskly: 2.3 steps a second; 4.5 m/s2 bounce", axis=Z)
        .oscillate(0.0, 5.0, 2.3, 4.5, Y).oscillate(0.0, 5.0, 1.15, 1.8, X, phase=0.5).sway(0.0, 5.0, 1.15, 0.1),
        Trace("gentle-turning-250hz", "still", 250, 5.0, "turning to look around: 60 degrees one way then 90 back", axis=Y)
        .tilt(0.8, 1.0, 1.05).tilt(2.5, 1.5, -1.57),
        Trace("slow-waving-200hz", "still", 200, 5.0, "waving slowly: 0.9 Hz; 15 cm each way; rolling a little", axis=Z)
        .shake(0.5, 4.5, 0.9, 4.8, X, rotation_peak=1.4, ramp_in=0.5, ramp_out=0.5, squareness=0, label=False),
        Trace("vigorous-waving-200hz", "still", 200, 5.0, "waving hard: 1.5 Hz; 20 cm each way (18 m/s2); rolling 3 rad/s; too slow for a shake", axis=Z)
        .shake(0.5, 4.5, 1.5, 17.8, X, rotation_peak=3, ramp_in=0.4, ramp_out=0.4, squareness=0, label=False),
        Trace("table-bump-1000hz", "still", 1000, 3.0, "lying on a table that is bumped: an 18 Hz rattle dying in 50 ms")
        .knock(1.0, 14, width=0.02, direction=(0.4, 1, 0.2), ring=10, ring_frequency=18, ring_decay=0.05),
        Trace("single-jab-250hz", "still", 250, 3.5, "one hard jab: 12 cm forward in 0.15 s and stop (31 m/s2 each way)", axis=X)
        .lift(1.0, 0.15, 0.12, direction=Z),
        button_mashing(Trace("button-mashing-200hz", "still", 200, 4.0, "held while buttons are mashed: a 3 m/s2 jolt and its release 7 times a second", axis=X)),
        Trace("rumble-500hz", "still", 500, 3.0, "held while the rumble motor runs for 1.2 s: 45 Hz at 4 m/s2", axis=Z)
        .oscillate(0.9, 2.1, 45, 4.0, (1, 0.5, 0.2)).sway(0.9, 2.1, 45, 0.002),
        Trace("steering-250hz", "still", 250, 5.0, "steering in a racing game: rolling 40 degrees each way at 0.6 Hz", axis=Z)
        .sway(0.3, 4.7, 0.6, 0.7),
        Trace("fast-steering-250hz", "still", 250, 5.0, "steering hard through a slalom: rolling 40 degrees each way at 1.2 Hz (5 rad/s)", axis=Z)
        .sway(0.3, 4.7, 1.2, 0.7),
        Trace("quick-look-around-200hz", "still", 200, 4.0, "a quick 90 degree turn (8 rad/s) and back 0.25 s later", axis=Y)
        .tilt(1.0, 0.35, 1.57).tilt(1.6, 0.35, -1.57),
        Trace("dropped-on-cushion-500hz", "still", 500, 3.0, "dropped 30 cm onto a cushion: 0.25 s of free fall; a 30 m/s2 landing")
        .free_fall(1.0, 0.25).knock(1.25, 31, width=0.125, ring=3, ring_frequency=8, ring_decay=0.1),
    ]


def button_mashing(trace):
    for press in range(21):
        at = 0.5 + press / 7
        trace.knock(at, 3.0, width=0.03, direction=(0, -1, 0.3)).knock(at + 0.06, 2.0, width=0.04, direction=(0, 1, -0.3))
    return trace.sway(0.5, 3.5, 7.0, 0.008)


ON_A_TABLE = {"rest-on-table-200hz", "table-bump-1000hz"}


def main():
    traces = shakes() + stills()
    for index, trace in enumerate(traces):
        if trace.name not in ON_A_TABLE:
            trace.hand_tremor(random.Random(SEED * 7 + index))
        trace.write(index)
    labels = ["file,kind,shakeStart,shakeEnd,rateHz,source,description"] + [t.label() for t in traces]
    (OUT / "labels.csv").write_text("\n".join(labels) + "\n")
    print(f"wrote {len(traces)} traces and labels.csv under {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
