"""The measurements' small statistics: quantiles, Wilson intervals, the logistic fit of evaluation weights."""
import math
import random

from rules.engine.stats import log_likelihood, logistic_fit, pct, wilson


def test_quantiles_and_wilson_interval():
    assert pct([5, 1, 3], 0.5) == 3 and math.isnan(pct([], 0.5))
    lo, hi = wilson(62, 100)
    assert 0.52 < lo < 0.53 and 0.70 < hi < 0.72
    assert wilson(0, 0) == (0.0, 1.0)


def test_logistic_fit_recovers_known_weights():
    rng = random.Random(4)
    X, Y = [], []
    for _ in range(4000):
        x = [rng.uniform(-2, 2), rng.uniform(-2, 2), rng.uniform(-2, 2)]
        z = 2.0 * x[0] - 1.0 * x[1]                      # the third feature does not matter
        X.append(x)
        Y.append(1.0 if rng.random() < 1 / (1 + math.exp(-z)) else 0.0)
    w = logistic_fit(X, Y)
    assert abs(w[0] - 2.0) < 0.25 and abs(w[1] + 1.0) < 0.2 and abs(w[2]) < 0.15
    # the fitted model explains the data better than a coin and than the wrong signs
    assert log_likelihood(X, Y, w) > log_likelihood(X, Y, [0.0, 0.0, 0.0]) > log_likelihood(X, Y, [-2.0, 1.0, 0.0])
