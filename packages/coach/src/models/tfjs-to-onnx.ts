import { OnnxType, type OnnxAttribute, type OnnxElementType, type OnnxGraph, type OnnxNode } from './onnx-model.js';

/** A node of a TensorFlow.js graph model's topology (model.json), as the converter reads it. */
export interface TfNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, TfAttr>;
}

interface TfAttr {
  i?: string;
  f?: number;
  b?: boolean;
  s?: string;
  type?: string;
  list?: { i?: string[]; s?: string[] };
}

/** A weight of the model (a Const node's value), already decoded to plain numbers. */
export interface TfWeight {
  shape: number[];
  data: Float32Array | Int32Array;
}

const ELEMENT_TYPE: Record<string, OnnxElementType> = { DT_FLOAT: OnnxType.float, DT_INT32: OnnxType.int32 };

const NHWC_TO_NCHW = [0, 3, 1, 2];
const NCHW_TO_NHWC = [0, 2, 3, 1];

/** Thrown for a graph the converter cannot translate faithfully: the caller falls back to running it on tfjs. */
export class UnsupportedGraphError extends Error {}

const text = (attr: TfAttr | undefined) => (attr?.s ? Buffer.from(attr.s, 'base64').toString('utf8') : '');
const ints = (attr: TfAttr | undefined) => (attr?.list?.i ?? []).map(Number);
const elementType = (attr: TfAttr | undefined): OnnxElementType => {
  const type = ELEMENT_TYPE[attr?.type ?? ''];
  if (type === undefined) throw new UnsupportedGraphError(`tensor type ${attr?.type ?? '(none)'}`);
  return type;
};

/** A 4-d weight with its axes reordered: axis k of the result is axis `axes[k]` of the weight. */
function permuted(weight: TfWeight, axes: readonly [number, number, number, number]): TfWeight {
  const from = weight.shape;
  const strides = [from[1]! * from[2]! * from[3]!, from[2]! * from[3]!, from[3]!, 1];
  const [n0, n1, n2, n3] = axes.map((axis) => from[axis]!) as [number, number, number, number];
  const [s0, s1, s2, s3] = axes.map((axis) => strides[axis]!) as [number, number, number, number];
  const out = new Float32Array(weight.data.length);
  let at = 0;
  for (let a = 0; a < n0; a += 1)
    for (let b = 0; b < n1; b += 1)
      for (let c = 0; c < n2; c += 1)
        for (let d = 0; d < n3; d += 1) out[at++] = weight.data[a * s0 + b * s1 + c * s2 + d * s3]!;
  return { shape: [n0, n1, n2, n3], data: out };
}

/** HWIO (TensorFlow conv filter) to OIHW (ONNX Conv weight). */
const convWeight = (filter: TfWeight): TfWeight => permuted(filter, [3, 2, 0, 1]);

/** HWCM (TensorFlow depthwise filter) to a grouped ONNX Conv weight [C*M, 1, H, W]; output channel c*M+m as in TF. */
function depthwiseWeight(filter: TfWeight): TfWeight {
  const { shape, data } = permuted(filter, [2, 3, 0, 1]);
  const [c, m, h, w] = shape as [number, number, number, number];
  return { shape: [c * m, 1, h, w], data };
}

/**
 * Translate a TensorFlow.js graph model (the ops MoveNet uses: fused NHWC convolutions, bilinear upsampling and
 * its keypoint decoding with ArgMax and GatherNd) into an ONNX graph computing the same function, so onnxruntime's
 * native kernels can run the shipped weights. Convolutions run in NCHW between transposes, which onnxruntime's
 * optimiser folds away; everything else keeps TensorFlow's layout. An op or attribute it does not know throws
 * UnsupportedGraphError rather than guessing.
 */
export function tfjsGraphToOnnx(nodes: readonly TfNode[], weights: ReadonlyMap<string, TfWeight>): OnnxGraph {
  const graph: OnnxGraph = { nodes: [], initializers: [], inputs: [], outputs: [] };
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const consumed = new Set<string>();
  const emit = (op: string, inputs: string[], outputs: string[], attributes?: Record<string, OnnxAttribute>) =>
    graph.nodes.push({ op, inputs, outputs, ...(attributes ? { attributes } : {}) } satisfies OnnxNode);
  let constants = 0;
  const int64 = (values: number[], dims: number[] = [values.length]) => {
    const name = `__i64_${(constants += 1)}`;
    graph.initializers.push({ name, type: OnnxType.int64, dims, data: BigInt64Array.from(values.map(BigInt)) });
    return name;
  };
  const float32 = (weight: TfWeight, name: string) => {
    const data = weight.data instanceof Float32Array ? weight.data : Float32Array.from(weight.data);
    graph.initializers.push({ name, type: OnnxType.float, dims: weight.shape, data });
    return name;
  };
  const weightOf = (ref: string): TfWeight => {
    const node = byName.get(ref);
    const weight = node?.op === 'Const' ? weights.get(ref) : undefined;
    if (!weight) throw new UnsupportedGraphError(`${ref} is not a constant`);
    return weight;
  };
  const scalarOf = (ref: string) => Number(weightOf(ref).data[0]);
  /** The channel count of the NHWC tensors Resize reads (convolution outputs and their sums). */
  const channels = new Map<string, number>();
  let batch = 1;

  for (const node of nodes) {
    // Control dependencies carry no data; a first output may be named with or without ':0'.
    const inputs = (node.input ?? []).filter((ref) => !ref.startsWith('^')).map((ref) => ref.replace(/:0$/, ''));
    for (const ref of inputs) consumed.add(ref.split(':')[0]!);
    const out = node.name;
    const attr = node.attr ?? {};
    switch (node.op) {
      case 'Const': {
        const weight = weights.get(node.name);
        if (!weight) throw new UnsupportedGraphError(`no weight for ${node.name}`);
        graph.initializers.push({
          name: node.name,
          type: weight.data instanceof Int32Array ? OnnxType.int32 : OnnxType.float,
          dims: weight.shape,
          data: weight.data,
        });
        break;
      }
      case 'Placeholder': {
        const dims = (attr.shape as unknown as { shape?: { dim?: Array<{ size: string }> } })?.shape?.dim?.map((d) =>
          Number(d.size),
        );
        if (!dims || dims.some((d) => !(d > 0))) throw new UnsupportedGraphError(`input ${out} has no static shape`);
        graph.inputs.push({ name: out, type: elementType(attr.dtype), dims });
        batch = dims[0]!;
        break;
      }
      case 'Identity':
        emit('Identity', [inputs[0]!], [out]);
        break;
      case 'Cast':
        emit('Cast', [inputs[0]!], [out], { to: elementType(attr.DstT) });
        break;
      case 'Sigmoid':
      case 'Sqrt':
        emit(node.op, [inputs[0]!], [out]);
        break;
      case 'AddV2':
      case 'Sub':
      case 'Mul':
      case 'RealDiv':
        emit({ AddV2: 'Add', Sub: 'Sub', Mul: 'Mul', RealDiv: 'Div' }[node.op], [inputs[0]!, inputs[1]!], [out]);
        if (node.op === 'AddV2' && channels.has(inputs[0]!)) channels.set(out, channels.get(inputs[0]!)!);
        break;
      case 'FloorDiv': {
        // Integer division rounds toward zero in ONNX and down in TensorFlow: they agree only on non-negative
        // operands, which is what MoveNet divides (flat indices by a width), so a constant non-negative divisor is
        // required, and a negative dividend cannot come from an ArgMax.
        if (elementType(attr.T) !== OnnxType.int32 || scalarOf(inputs[1]!) <= 0)
          throw new UnsupportedGraphError('FloorDiv other than by a positive integer constant');
        if (byName.get(inputs[0]!)?.op !== 'ArgMax') throw new UnsupportedGraphError('FloorDiv of a signed value');
        emit('Div', [inputs[0]!, inputs[1]!], [out]);
        break;
      }
      case 'SquaredDifference':
        emit('Sub', [inputs[0]!, inputs[1]!], [`${out}__d`]);
        emit('Mul', [`${out}__d`, `${out}__d`], [out]);
        break;
      case 'Reshape':
        emit('Reshape', [inputs[0]!, int64(Array.from(weightOf(inputs[1]!).data))], [out]);
        break;
      case 'ExpandDims':
        emit('Unsqueeze', [inputs[0]!, int64([scalarOf(inputs[1]!)])], [out]);
        break;
      case 'Squeeze':
        emit('Squeeze', [inputs[0]!, int64(ints(attr.squeeze_dims))], [out]);
        break;
      case 'Unpack': {
        const axis = Number(attr.axis?.i ?? 0);
        const count = Number(attr.num?.i ?? 0);
        const parts = Array.from({ length: count }, (_, i) => `${out}__part${i}`);
        emit('Split', [inputs[0]!], parts, { axis, num_outputs: count });
        parts.forEach((part, i) => emit('Squeeze', [part, int64([axis])], [i === 0 ? out : `${out}:${i}`]));
        break;
      }
      case 'Pack': {
        const axis = Number(attr.axis?.i ?? 0);
        const expanded = inputs.map((ref, i) => {
          emit('Unsqueeze', [ref, int64([axis])], [`${out}__in${i}`]);
          return `${out}__in${i}`;
        });
        emit('Concat', expanded, [out], { axis });
        break;
      }
      case 'ConcatV2':
        emit('Concat', inputs.slice(0, -1), [out], { axis: scalarOf(inputs.at(-1)!) });
        break;
      case 'ArgMax': {
        if (elementType(attr.output_type) !== OnnxType.int32) throw new UnsupportedGraphError('ArgMax to int64');
        emit('ArgMax', [inputs[0]!], [`${out}__i64`], { axis: scalarOf(inputs[1]!), keepdims: 0 });
        emit('Cast', [`${out}__i64`], [out], { to: OnnxType.int32 });
        break;
      }
      case 'GatherNd':
        emit('Cast', [inputs[1]!], [`${out}__indices`], { to: OnnxType.int64 });
        emit('GatherND', [inputs[0]!, `${out}__indices`], [out]);
        break;
      case 'ResizeBilinear': {
        if (attr.align_corners?.b || !attr.half_pixel_centers?.b)
          throw new UnsupportedGraphError('ResizeBilinear without half-pixel centres');
        // Sizes for every axis (not Resize-18's `axes`): onnxruntime's transpose optimiser, moving the convolutions'
        // transposes through the Resize, loses a partial `sizes`.
        const [height, width] = Array.from(weightOf(inputs[1]!).data);
        const depth = channels.get(inputs[0]!);
        if (depth === undefined) throw new UnsupportedGraphError(`${out}: channels of ${inputs[0]!} unknown`);
        channels.set(out, depth);
        emit('Resize', [inputs[0]!, '', '', int64([batch, height!, width!, depth])], [out], {
          mode: 'linear',
          coordinate_transformation_mode: 'half_pixel',
        });
        break;
      }
      case '_FusedConv2D':
      case 'FusedDepthwiseConv2dNative':
      case 'DepthwiseConv2dNative': {
        if (text(attr.data_format) !== 'NHWC') throw new UnsupportedGraphError(`${out}: data format not NHWC`);
        const padding = text(attr.padding);
        if (padding !== 'SAME' && padding !== 'VALID') throw new UnsupportedGraphError(`${out}: padding ${padding}`);
        const fused = (attr.fused_ops?.list?.s ?? []).map((s) => Buffer.from(s, 'base64').toString('utf8'));
        const [bias, activation, ...rest] = fused;
        if (node.op !== 'DepthwiseConv2dNative' && bias !== 'BiasAdd')
          throw new UnsupportedGraphError(`${out}: fused ${fused.join('+')}`);
        if (rest.length > 0 || (activation && activation !== 'Relu' && activation !== 'Relu6'))
          throw new UnsupportedGraphError(`${out}: fused ${fused.join('+')}`);
        const filter = weightOf(inputs[1]!);
        const depthwise = node.op !== '_FusedConv2D';
        const weight = float32(depthwise ? depthwiseWeight(filter) : convWeight(filter), `${out}__w`);
        const convInputs = [`${out}__nchw`, weight];
        if (bias) convInputs.push(float32(weightOf(inputs[2]!), `${out}__b`));
        const strides = ints(attr.strides);
        const dilations = ints(attr.dilations);
        emit('Transpose', [inputs[0]!], [`${out}__nchw`], { perm: NHWC_TO_NCHW });
        const conv = activation ? `${out}__conv` : `${out}__out`;
        emit('Conv', convInputs, [conv], {
          auto_pad: padding === 'SAME' ? 'SAME_UPPER' : 'VALID',
          strides: strides.length === 4 ? strides.slice(1, 3) : [1, 1],
          dilations: dilations.length === 4 ? dilations.slice(1, 3) : [1, 1],
          kernel_shape: filter.shape.slice(0, 2),
          ...(depthwise ? { group: filter.shape[2]! } : {}),
        });
        if (activation === 'Relu') emit('Relu', [conv], [`${out}__out`]);
        if (activation === 'Relu6') {
          const limits = [`${out}__min`, `${out}__max`];
          graph.initializers.push({ name: limits[0]!, type: OnnxType.float, dims: [], data: Float32Array.of(0) });
          graph.initializers.push({ name: limits[1]!, type: OnnxType.float, dims: [], data: Float32Array.of(6) });
          emit('Clip', [conv, ...limits], [`${out}__out`]);
        }
        emit('Transpose', [`${out}__out`], [out], { perm: NCHW_TO_NHWC });
        channels.set(out, depthwise ? filter.shape[2]! * filter.shape[3]! : filter.shape[3]!);
        break;
      }
      default:
        throw new UnsupportedGraphError(`op ${node.op}`);
    }
  }
  /** The element type of a node's output: set by a constant, an input, a cast or an ArgMax, else its first input's. */
  const typeOf = (name: string): OnnxElementType => {
    const node = byName.get(name.split(':')[0]!);
    if (!node) throw new UnsupportedGraphError(`no node ${name}`);
    if (node.op === 'Const')
      return weights.get(node.name)?.data instanceof Int32Array ? OnnxType.int32 : OnnxType.float;
    if (node.op === 'Placeholder') return elementType(node.attr?.dtype);
    if (node.op === 'Cast') return elementType(node.attr?.DstT);
    if (node.op === 'ArgMax') return elementType(node.attr?.output_type);
    const first = (node.input ?? []).find((ref) => !ref.startsWith('^'));
    return first ? typeOf(first) : OnnxType.float;
  };
  for (const node of nodes) {
    if (node.op !== 'Const' && node.op !== 'Placeholder' && !consumed.has(node.name)) {
      graph.outputs.push({ name: node.name, type: typeOf(node.name), dims: null });
    }
  }
  // Constants read while converting (shapes, axes, filters before their transpose) are not inputs of any node.
  const used = new Set(graph.nodes.flatMap((node) => node.inputs));
  graph.initializers = graph.initializers.filter((tensor) => used.has(tensor.name));
  return graph;
}
