"""Small statistics for the measurements (``python -m bench`` and each game's bench module)."""
from __future__ import annotations

import math


def pct(values, q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by the nearest rank; NaN for no values."""
    if not values:
        return float("nan")
    v = sorted(values)
    return v[min(len(v) - 1, max(0, int(round(q * (len(v) - 1)))))]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a win rate of ``wins`` out of ``n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def logistic_fit(X: list[list[float]], Y: list[float], l2: float = 1e-3, iterations: int = 25) -> list[float]:
    """Weights ``w`` of the logistic regression ``P(y = 1) = 1 / (1 + exp(-w·x))`` (no intercept), by
    Newton's method with a small ridge ``l2`` (per sample). ``X``: rows of features; ``Y``: 0 or 1."""
    d = len(X[0])
    w = [0.0] * d
    ridge = l2 * len(X)
    for _ in range(iterations):
        g = [0.0] * d
        H = [[0.0] * d for _ in range(d)]
        for x, y in zip(X, Y):
            z = max(-30.0, min(30.0, sum(wi * xi for wi, xi in zip(w, x))))
            p = 1.0 / (1.0 + math.exp(-z))
            r = p * (1.0 - p)
            for i in range(d):
                g[i] += (p - y) * x[i]
                xr = x[i] * r
                row = H[i]
                for j in range(d):
                    row[j] += xr * x[j]
        for i in range(d):
            g[i] += ridge * w[i]
            H[i][i] += ridge
        step = _solve(H, g)
        w = [wi - si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def log_likelihood(X: list[list[float]], Y: list[float], w: list[float]) -> float:
    """The mean log-likelihood of ``Y`` under the logistic model ``w`` (0 is perfect; -0.693 is a coin)."""
    total = 0.0
    for x, y in zip(X, Y):
        z = max(-30.0, min(30.0, sum(wi * xi for wi, xi in zip(w, x))))
        p = min(max(1.0 / (1.0 + math.exp(-z)), 1e-9), 1 - 1e-9)
        total += y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(X)


def _solve(A: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``A x = b`` (Gauss-Jordan with partial pivoting; ``A`` small and well conditioned)."""
    n = len(b)
    M = [row[:] + [b[i]] for i, row in enumerate(A)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(M[r][c]))
        M[c], M[piv] = M[piv], M[c]
        if M[c][c] == 0:
            continue
        for r in range(n):
            if r != c:
                f = M[r][c] / M[c][c]
                if f:
                    for k in range(c, n + 1):
                        M[r][k] -= f * M[c][k]
    return [M[i][n] / M[i][i] if M[i][i] else 0.0 for i in range(n)]
