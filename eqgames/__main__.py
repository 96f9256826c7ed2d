"""``python -m eqgames`` is the ``eqgames`` command."""

import sys

from eqgames.cli import main

sys.exit(main())
