"""Equations, the AGLOA cube game (rulebook ``rules/equations.txt``).

Modules, each with one job: :mod:`.cubes` (the 24 cubes and the roll),
:mod:`.mat` (Goal, Required, Permitted, Forbidden, Resources), :mod:`.ruleset`
(the arithmetic a shake allows, which variations change).
"""
