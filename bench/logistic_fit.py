"""The logistic regression both learned readers are trained with (bench/conflict_reader_train.py,
bench/intent_train.py): standardised features, classes weighted to balance, and the weights
folded back onto the raw features so the package reads them with one dot product."""

from __future__ import annotations

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import Pipeline, make_pipeline
from sklearn.preprocessing import StandardScaler


def fit(x: np.ndarray, y: np.ndarray, c: float, weight: np.ndarray | None = None) -> Pipeline:
    """Standardised features, classes weighted to balance (one class is often rare), and
    each row by `weight` when given."""
    model = make_pipeline(StandardScaler(),
                          LogisticRegression(C=c, max_iter=5000, class_weight="balanced"))
    if weight is None:
        return model.fit(x, y)
    return model.fit(x, y, logisticregression__sample_weight=weight)


def folded(model: Pipeline) -> tuple[np.ndarray, float]:
    """The model's weights on the raw features (the scaler folded in)."""
    scaler, logistic = model.named_steps["standardscaler"], model.named_steps["logisticregression"]
    coef = logistic.coef_[0] / scaler.scale_
    return coef, float(logistic.intercept_[0] - coef @ scaler.mean_)
