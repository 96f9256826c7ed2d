"""Adventurous Equations (XIII): the variations, choosing them (II-B), and choosing well.

:mod:`.catalog` is every variation as data; :mod:`.selection` the II-B phase
of a shake; :mod:`.choose` the computer players' rule for choosing.
"""
