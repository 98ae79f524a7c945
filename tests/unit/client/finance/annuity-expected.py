# Independent expected values for annuity.test.ts: a spreadsheet's PMT from the closed-form annuity
# formula, RATE by plain bisection (no Newton), EFFECT as (1 + r)^12 - 1. Run: python3 annuity-expected.py
def pmt(r, n, pv, fv=0.0, t=0):
    if r == 0:
        return -(pv + fv) / n
    g = (1 + r) ** n
    return -(pv * g + fv) * r / ((1 + r * t) * (g - 1))

def bal(r, n, p, pv, fv, t):
    if r == 0:
        return pv + p * n + fv
    g = (1 + r) ** n
    return pv * g + p * (1 + r * t) * (g - 1) / r + fv

def rate(n, p, pv, fv=0.0, t=0):
    lo, hi = -0.5, 1.0
    flo = bal(lo, n, p, pv, fv, t)
    assert flo * bal(hi, n, p, pv, fv, t) < 0
    for _ in range(300):
        mid = (lo + hi) / 2
        fm = bal(mid, n, p, pv, fv, t)
        if (fm < 0) == (flo < 0):
            lo, flo = mid, fm
        else:
            hi = mid
    return (lo + hi) / 2

print('PMT(rate, nper, pv, fv, type)')
for args in [
    (0.0695 / 12, 60, 279920, -104970, 0),
    (0.0695 / 12, 60, 279920, -104970, 1),
    (0.0395 / 12, 48, 200000, 0, 0),
    (0.0595 / 12, 36, 150000, -60000, 0),
    (0.089 / 12, 48, 22000, -5500, 0),
    (0.089 / 12, 48, 22000, -5500, 1),
    (0.0, 36, 120000, -30000, 0),
    (0.0, 24, 50000, 0, 1),
    (0.12 / 12, 12, 10000, 0, 0),
    (0.029 / 12, 72, 31500, -7000, 0),
    (0.074 / 12, 84, 450000, 0, 1),
    (0.065 / 12, 36, 279920, -145558, 0),
]:
    print(args, repr(pmt(*args)))

print('RATE(nper, pmt, pv, fv, type) and EFFECT(rate*12, 12) in percent')
for args in [
    (60, -4203 - 59, 279920 - 595, -104970, 0),
    (60, -4644 - 59, 279920 - 595, -104970, 0),
    (48, -4516 - 0, 200000 - 0, 0, 0),
    (36, -3000, 100000, 0, 0),
    (36, -3000, 100000, 0, 1),
    (48, -402 - 10, 22000 - 0, -5500, 0),
    (12, -888 - 0, 10000 - 0, 0, 0),
    (72, -404 - 9, 31500 - 250, -7000, 0),
    (36, -3335 - 0, 120000, 0, 0),
    (24, -2100 - 49, 50000 - 495, 0, 0),
    (60, -2000 - 75, 100000 - 1290, 0, 0),
    (84, -1000, 60000, -10000, 1),
]:
    r = rate(*args)
    print(args, repr(r), repr(((1 + r) ** 12 - 1) * 100))
