import { describe, expect, it } from 'vitest';
import { encodeOnnxModel } from './onnx-model.js';
import { decodeTfjsWeights, loadOnnxRuntime } from './onnx-runtime.js';
import { tfjsGraphToOnnx, UnsupportedGraphError, type TfNode, type TfWeight } from './tfjs-to-onnx.js';

const ort = loadOnnxRuntime();
const b64 = (text: string) => Buffer.from(text).toString('base64');
const input = (name: string, dims: number[], type = 'DT_FLOAT'): TfNode => ({
  name,
  op: 'Placeholder',
  attr: { dtype: { type }, shape: { shape: { dim: dims.map((size) => ({ size: String(size) })) } } as never },
});
const constant = (name: string): TfNode => ({ name, op: 'Const' });

async function run(nodes: TfNode[], weights: Map<string, TfWeight>, feeds: Record<string, [number[], Float32Array]>) {
  const session = await ort!.InferenceSession.create(encodeOnnxModel(tfjsGraphToOnnx(nodes, weights), 'test'));
  const tensors = Object.fromEntries(
    Object.entries(feeds).map(([name, [dims, data]]) => [name, new ort!.Tensor('float32', data, dims)]),
  );
  const result = await session.run(tensors);
  await session.release();
  return result;
}

describe('decodeTfjsWeights', () => {
  it('reads float32, int32, float16 and uint8-quantised weights in manifest order', () => {
    const buffer = Buffer.alloc(4 + 4 + 2 * 4 + 2);
    buffer.writeFloatLE(1.5, 0);
    buffer.writeInt32LE(-7, 4);
    // float16: 1, -2, 0.5 and the smallest subnormal, 2^-24
    [0x3c00, 0xc000, 0x3800, 0x0001].forEach((bits, i) => buffer.writeUInt16LE(bits, 8 + i * 2));
    buffer.writeUInt8(0, 16);
    buffer.writeUInt8(10, 17);
    const weights = decodeTfjsWeights(
      [
        { name: 'f', shape: [], dtype: 'float32' },
        { name: 'i', shape: [1], dtype: 'int32' },
        { name: 'h', shape: [2, 2], dtype: 'float32', quantization: { dtype: 'float16' } },
        { name: 'q', shape: [2], dtype: 'float32', quantization: { dtype: 'uint8', scale: 0.5, min: -1 } },
      ],
      buffer,
    );
    expect(Array.from(weights.get('f')!.data)).toEqual([1.5]);
    expect(Array.from(weights.get('i')!.data)).toEqual([-7]);
    expect(Array.from(weights.get('h')!.data)).toEqual([1, -2, 0.5, 2 ** -24]);
    expect(weights.get('h')!.shape).toEqual([2, 2]);
    expect(Array.from(weights.get('q')!.data)).toEqual([-1, 4]);
  });

  it('refuses a weights file that ends inside a tensor', () => {
    expect(() => decodeTfjsWeights([{ name: 'w', shape: [4], dtype: 'float32' }], Buffer.alloc(8))).toThrow(
      /ends inside w/,
    );
  });
});

describe('tfjsGraphToOnnx', () => {
  it('refuses ops and attributes it cannot translate faithfully', () => {
    const x = input('x', [1, 4, 4, 1]);
    expect(() => tfjsGraphToOnnx([x, { name: 'p', op: 'MaxPool', input: ['x'] }], new Map())).toThrow(
      UnsupportedGraphError,
    );
    const aligned: TfNode = {
      name: 'r',
      op: 'ResizeBilinear',
      input: ['x', 'size'],
      attr: { align_corners: { b: true }, half_pixel_centers: { b: false } },
    };
    const size = new Map([['size', { shape: [2], data: Int32Array.of(8, 8) }]]);
    expect(() => tfjsGraphToOnnx([x, constant('size'), aligned], size)).toThrow(/half-pixel/);
    const floorDiv: TfNode = { name: 'd', op: 'FloorDiv', input: ['x', 'two'], attr: { T: { type: 'DT_FLOAT' } } };
    const two = new Map([['two', { shape: [], data: Float32Array.of(2) }]]);
    expect(() => tfjsGraphToOnnx([x, constant('two'), floorDiv], two)).toThrow(UnsupportedGraphError);
  });

  it.skipIf(!ort)(
    'runs an NHWC fused convolution with ReLU6 as TensorFlow defines it (SAME padding, stride 2)',
    async () => {
      // One input channel, two filters of 3x3: the first sums the window, the second is its negation plus a bias of 7.
      const filter = new Float32Array(3 * 3 * 1 * 2);
      for (let k = 0; k < 9; k += 1) {
        filter[k * 2] = 1;
        filter[k * 2 + 1] = -1;
      }
      const conv: TfNode = {
        name: 'conv',
        op: '_FusedConv2D',
        input: ['x', 'w', 'b'],
        attr: {
          data_format: { s: b64('NHWC') },
          padding: { s: b64('SAME') },
          strides: { list: { i: ['1', '2', '2', '1'] } },
          dilations: { list: { i: ['1', '1', '1', '1'] } },
          fused_ops: { list: { s: [b64('BiasAdd'), b64('Relu6')] } },
        },
      };
      const weights = new Map<string, TfWeight>([
        ['w', { shape: [3, 3, 1, 2], data: filter }],
        ['b', { shape: [2], data: Float32Array.of(0, 7) }],
      ]);
      const x = Float32Array.from({ length: 16 }, (_, i) => (i % 3) * 0.25);
      const result = await run([input('x', [1, 4, 4, 1]), constant('w'), constant('b'), conv], weights, {
        x: [[1, 4, 4, 1], x],
      });
      const out = result.conv!;
      expect(out.dims).toEqual([1, 2, 2, 2]);
      // TensorFlow's SAME with stride 2 on 4 pixels pads one after, none before: windows start at 0 and 2.
      const at = (r: number, c: number) => (r >= 0 && r < 4 && c >= 0 && c < 4 ? x[r * 4 + c]! : 0);
      const data = out.data as Float32Array;
      for (const [oy, ox] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        let sum = 0;
        for (let dy = 0; dy < 3; dy += 1) for (let dx = 0; dx < 3; dx += 1) sum += at(oy * 2 + dy, ox * 2 + dx);
        const cell = (oy * 2 + ox) * 2;
        expect(data[cell]).toBeCloseTo(Math.min(6, Math.max(0, sum)), 5);
        expect(data[cell + 1]).toBeCloseTo(Math.min(6, Math.max(0, 7 - sum)), 5);
      }
    },
  );

  it.skipIf(!ort)('decodes keypoints as MoveNet does: ArgMax over a heatmap, integer division, GatherNd', async () => {
    // A 3x4 heatmap with its peak at row 2, column 1 (flat index 9); the row and column come back from the flat index.
    const nodes: TfNode[] = [
      input('heat', [1, 3, 4, 1]),
      constant('flat'),
      { name: 'reshaped', op: 'Reshape', input: ['heat', 'flat'] },
      constant('axis'),
      { name: 'argmax', op: 'ArgMax', input: ['reshaped', 'axis'], attr: { output_type: { type: 'DT_INT32' } } },
      constant('width'),
      { name: 'row', op: 'FloorDiv', input: ['argmax', 'width'], attr: { T: { type: 'DT_INT32' } } },
      { name: 'rowWidth', op: 'Mul', input: ['row', 'width'] },
      { name: 'column', op: 'Sub', input: ['argmax', 'rowWidth'] },
      constant('zero'),
      { name: 'index', op: 'Pack', input: ['zero', 'row', 'column'], attr: { axis: { i: '1' } } },
      { name: 'peak', op: 'GatherNd', input: ['heat', 'index'] },
      { name: 'rowOut', op: 'Cast', input: ['row'], attr: { DstT: { type: 'DT_FLOAT' } } },
      { name: 'columnOut', op: 'Cast', input: ['column'], attr: { DstT: { type: 'DT_FLOAT' } } },
      // An integer output stays an integer output.
      { name: 'rowIndex', op: 'Identity', input: ['row'] },
    ];
    const weights = new Map<string, TfWeight>([
      ['flat', { shape: [2], data: Int32Array.of(1, 12) }],
      ['axis', { shape: [], data: Int32Array.of(1) }],
      ['width', { shape: [], data: Int32Array.of(4) }],
      ['zero', { shape: [1], data: Int32Array.of(0) }],
    ]);
    const heat = Float32Array.from({ length: 12 }, (_, i) => (i === 9 ? 0.9 : i / 100));
    const result = await run(nodes, weights, { heat: [[1, 3, 4, 1], heat] });
    expect(result.rowIndex!.type).toBe('int32');
    expect(Array.from(result.rowIndex!.data as Int32Array)).toEqual([2]);
    expect(Array.from(result.rowOut!.data as Float32Array)).toEqual([2]);
    expect(Array.from(result.columnOut!.data as Float32Array)).toEqual([1]);
    expect(Array.from(result.peak!.data as Float32Array)[0]).toBeCloseTo(0.9, 6);
  });
});
