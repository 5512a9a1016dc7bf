#!/usr/bin/env python3
"""Make package-lock.json acceptable to `npm ci` when the registry snapshot lacks some
foreign-platform optional packages (e.g. @msgpackr-extract/msgpackr-extract-darwin-arm64).

`npm install` silently leaves such 404 optional dependencies out of the lock file, and
`npm ci` then refuses the lock as "out of sync". Listing them with their os/cpu (inferred
from the package name) and no tarball lets npm ci skip them on Linux, as it would anyway.
Run after any `npm install`: python3 scripts/fix-lock.py
"""
import json, re, sys
from collections import OrderedDict

path = sys.argv[1] if len(sys.argv) > 1 else "package-lock.json"
lock = json.load(open(path), object_pairs_hook=OrderedDict)
pk = lock["packages"]
PLAT = re.compile(r"-(darwin|linux|win32|freebsd|android|openbsd|sunos|aix)-(arm64|x64|arm|ia32|ppc64|s390x|riscv64|loong64)(?:-(gnu|musl|msvc))?$")

def resolve(base, dep):
    while True:
        cand = (base + "/node_modules/" if base else "node_modules/") + dep
        if cand in pk:
            return cand
        if not base:
            return None
        i = base.rfind("/node_modules/")
        base = base[:i] if i >= 0 else ""

added = []
for key, meta in list(pk.items()):
    for dep, ver in (meta.get("optionalDependencies") or {}).items():
        if resolve(key, dep):
            continue
        m = PLAT.search(dep)
        if not m:
            sys.exit(f"missing optional dependency {dep} of {key or 'root'} is not platform-specific; fix by hand")
        entry = OrderedDict([("version", ver), ("cpu", [m.group(2)]), ("optional", True), ("os", [m.group(1)])])
        # Hoist to the root like npm does, unless another version already sits there.
        top = "node_modules/" + dep
        where = top if top not in pk else (key + "/node_modules/" if key else "node_modules/") + dep
        pk[where] = entry
        added.append(where)

if added:
    lock["packages"] = OrderedDict(sorted(pk.items(), key=lambda kv: (kv[0] != "", kv[0])))
    with open(path, "w") as f:
        json.dump(lock, f, indent=2, ensure_ascii=False)
        f.write("\n")
print(f"fix-lock: added {len(added)} entr{'y' if len(added) == 1 else 'ies'}" + "".join(f"\n  {a}" for a in added))
