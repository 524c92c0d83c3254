#!/usr/bin/env python3
"""Run OpenCL kernels on a real OpenCL implementation (pocl on the CPU) for kcc's native check.

Reads one JSON request per line on stdin and answers one JSON line on stdout:

  request:  {"probe": true} (answered {"ok": true}), or
            {"source": path, "kernel": name, "options": [...], "local": [x,y,z],
             "groups": [x,y,z], "offset": [x,y,z], "dims": n,
             "args": {name: {"bits": "hex"} | {"buffer": "hex"} | {"local_bytes": n}}}
  answer:   {"ok": true, "params": [{"name", "type", "space"}], "buffers": {name: "hex"}}
            {"ok": false, "stage": "build" | "args" | "run", "error": text}

Annotations of GPUVerify's language become no-ops, so the kernel runs as the OpenCL program it is.
"""
import json
import os
import sys

# Answers go to the original stdout; anything else written to file descriptor 1 (a kernel's
# printf, the OpenCL implementation's messages) goes to stderr.
ANSWERS = os.fdopen(os.dup(1), "w")
os.dup2(2, 1)

import numpy as np
import pyopencl as cl

PRELUDE = r"""
#pragma OPENCL FP_CONTRACT OFF
#define __requires(...)
#define __ensures(...)
#define __global_requires(...)
#define __global_ensures(...)
#define __invariant(...) ((void)0)
#define __global_invariant(...) ((void)0)
#define __candidate_invariant(...) ((void)0)
#define __candidate_global_invariant(...) ((void)0)
#define __function_wide_invariant(...)
#define __function_wide_candidate_invariant(...)
#define __assert(...) ((void)0)
#define __global_assert(...) ((void)0)
#define __assume(...) ((void)0)
#define __non_temporal(x) (x)
#define __barrier_invariant_1(...) ((void)0)
#define __barrier_invariant_2(...) ((void)0)
#define __barrier_invariant_3(...) ((void)0)
#define __barrier_invariant_4(...) ((void)0)
#define __barrier_invariant_binary_1(...) ((void)0)
#define __barrier_invariant_binary_2(...) ((void)0)
#define __barrier_invariant_binary_3(...) ((void)0)
#define __barrier_invariant_binary_4(...) ((void)0)
#define __reads_from(...)
#define __writes_to(...)
#define __kernel_args(...)
#define __ite(c, a, b) ((c) ? (a) : (b))
#define __add_noovfl_unsigned_int(a, b) ((a) + (b))
#define __add_noovfl_int(a, b) ((a) + (b))
#define memcpy __builtin_memcpy
#define memset __builtin_memset
"""

SCALARS = {
    "char": np.int8, "uchar": np.uint8, "unsigned char": np.uint8,
    "short": np.int16, "ushort": np.uint16, "unsigned short": np.uint16,
    "int": np.int32, "uint": np.uint32, "unsigned int": np.uint32,
    "long": np.int64, "ulong": np.uint64, "unsigned long": np.uint64,
    "size_t": np.uint64, "float": np.float32, "double": np.float64, "bool": np.uint8,
}

ctx = cl.create_some_context(interactive=False)
queue = cl.CommandQueue(ctx)


def fail(stage, error):
    return {"ok": False, "stage": stage, "error": str(error)[-2000:]}


def run(req):
    if req.get("probe"):
        return {"ok": True}
    with open(req["source"], encoding="utf-8", errors="replace") as f:
        text = f.read()
    src = PRELUDE + '#line 1 "%s"\n' % req["source"] + text
    try:
        prog = cl.Program(ctx, src).build(options=req["options"] + ["-cl-kernel-arg-info"])
        kernel = cl.Kernel(prog, req["kernel"])
    except Exception as e:  # a build log
        return fail("build", e)
    params, buffers, outs = [], {}, []
    for i in range(kernel.get_info(cl.kernel_info.NUM_ARGS)):
        name = kernel.get_arg_info(i, cl.kernel_arg_info.NAME)
        tname = kernel.get_arg_info(i, cl.kernel_arg_info.TYPE_NAME).strip()
        space = kernel.get_arg_info(i, cl.kernel_arg_info.ADDRESS_QUALIFIER)
        space = {cl.kernel_arg_address_qualifier.GLOBAL: "global",
                 cl.kernel_arg_address_qualifier.LOCAL: "local",
                 cl.kernel_arg_address_qualifier.CONSTANT: "constant",
                 cl.kernel_arg_address_qualifier.PRIVATE: "private"}[space]
        params.append({"name": name, "type": tname, "space": space})
        given = req["args"].get(name)
        if given is None:
            return fail("args", "no value for parameter '%s' (%s)" % (name, tname))
        if "buffer" in given:
            host = np.frombuffer(bytes.fromhex(given["buffer"]), dtype=np.uint8).copy()
            if host.size == 0:
                host = np.zeros(16, dtype=np.uint8)
            buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, hostbuf=host)
            kernel.set_arg(i, buf)
            outs.append((name, buf, host))
        elif "local_bytes" in given:
            kernel.set_arg(i, cl.LocalMemory(max(16, given["local_bytes"])))
        else:
            dtype = SCALARS.get(tname.replace("const ", "").strip())
            if dtype is None or tname.endswith("*"):
                return fail("args", "parameter '%s' of type %s" % (name, tname))
            bits = int(given["bits"], 16)
            width = np.dtype(dtype).itemsize
            raw = (bits & ((1 << (8 * width)) - 1)).to_bytes(width, "little")
            kernel.set_arg(i, np.frombuffer(raw, dtype=dtype)[0])
    dims = req["dims"]
    local = tuple(req["local"][:dims])
    glob = tuple(l * g for l, g in zip(req["local"][:dims], req["groups"][:dims]))
    try:
        cl.enqueue_nd_range_kernel(queue, kernel, glob, local,
                                   global_work_offset=tuple(req["offset"][:dims]))
        for name, buf, host in outs:
            cl.enqueue_copy(queue, host, buf)
            buffers[name] = host.tobytes().hex()
        queue.finish()
    except Exception as e:
        return fail("run", e)
    return {"ok": True, "params": params, "buffers": buffers}


for line in sys.stdin:
    try:
        answer = run(json.loads(line))
    except Exception as e:
        answer = fail("request", e)
    ANSWERS.write(json.dumps(answer) + "\n")
    ANSWERS.flush()
