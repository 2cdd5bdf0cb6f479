import protobuf from 'protobufjs';

/** ONNX element types used here (onnx.proto TensorProto.DataType). */
export const OnnxType = { float: 1, int32: 6, int64: 7 } as const;
export type OnnxElementType = (typeof OnnxType)[keyof typeof OnnxType];

/** An attribute value: a number is an int unless wrapped as { float }, a string is a string. */
export type OnnxAttribute = number | string | { float: number } | number[];

export interface OnnxNode {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: Record<string, OnnxAttribute>;
}

export interface OnnxInitializer {
  name: string;
  type: OnnxElementType;
  dims: number[];
  data: Float32Array | Int32Array | BigInt64Array;
}

export interface OnnxValueInfo {
  name: string;
  type: OnnxElementType;
  /** Static dimensions, or null for a tensor whose shape the runtime infers. */
  dims: number[] | null;
}

export interface OnnxGraph {
  nodes: OnnxNode[];
  initializers: OnnxInitializer[];
  inputs: OnnxValueInfo[];
  outputs: OnnxValueInfo[];
}

/** The opset the graphs are written for (Resize with `axes` needs 18). */
export const ONNX_OPSET = 18;
/** IR version 8 goes with opset 18. */
const IR_VERSION = 8;

/**
 * The part of onnx.proto a model needs (field numbers as in the ONNX repository's onnx.proto), for protobufjs to
 * encode. Only what this package writes: nodes, attributes, raw initializers, typed inputs and outputs.
 */
const schema = {
  nested: {
    onnx: {
      nested: {
        AttributeProto: {
          fields: {
            name: { type: 'string', id: 1 },
            f: { type: 'float', id: 2 },
            i: { type: 'int64', id: 3 },
            s: { type: 'bytes', id: 4 },
            ints: { rule: 'repeated', type: 'int64', id: 8 },
            type: { type: 'int32', id: 20 },
          },
        },
        NodeProto: {
          fields: {
            input: { rule: 'repeated', type: 'string', id: 1 },
            output: { rule: 'repeated', type: 'string', id: 2 },
            name: { type: 'string', id: 3 },
            opType: { type: 'string', id: 4 },
            attribute: { rule: 'repeated', type: 'AttributeProto', id: 5 },
          },
        },
        TensorProto: {
          fields: {
            dims: { rule: 'repeated', type: 'int64', id: 1 },
            dataType: { type: 'int32', id: 2 },
            name: { type: 'string', id: 8 },
            rawData: { type: 'bytes', id: 9 },
          },
        },
        TensorShapeProto: {
          fields: { dim: { rule: 'repeated', type: 'Dimension', id: 1 } },
          nested: { Dimension: { fields: { dimValue: { type: 'int64', id: 1 } } } },
        },
        TypeProto: {
          fields: { tensorType: { type: 'Tensor', id: 1 } },
          nested: {
            Tensor: {
              fields: { elemType: { type: 'int32', id: 1 }, shape: { type: 'TensorShapeProto', id: 2 } },
            },
          },
        },
        ValueInfoProto: { fields: { name: { type: 'string', id: 1 }, type: { type: 'TypeProto', id: 2 } } },
        GraphProto: {
          fields: {
            node: { rule: 'repeated', type: 'NodeProto', id: 1 },
            name: { type: 'string', id: 2 },
            initializer: { rule: 'repeated', type: 'TensorProto', id: 5 },
            input: { rule: 'repeated', type: 'ValueInfoProto', id: 11 },
            output: { rule: 'repeated', type: 'ValueInfoProto', id: 12 },
          },
        },
        OperatorSetIdProto: { fields: { domain: { type: 'string', id: 1 }, version: { type: 'int64', id: 2 } } },
        ModelProto: {
          fields: {
            irVersion: { type: 'int64', id: 1 },
            producerName: { type: 'string', id: 2 },
            graph: { type: 'GraphProto', id: 7 },
            opsetImport: { rule: 'repeated', type: 'OperatorSetIdProto', id: 8 },
          },
        },
      },
    },
  },
};

/** AttributeProto.AttributeType values. */
const AttributeKind = { float: 1, int: 2, string: 3, ints: 7 } as const;

function attribute(name: string, value: OnnxAttribute): Record<string, unknown> {
  if (typeof value === 'number') return { name, type: AttributeKind.int, i: value };
  if (typeof value === 'string') return { name, type: AttributeKind.string, s: Buffer.from(value, 'utf8') };
  if (Array.isArray(value)) return { name, type: AttributeKind.ints, ints: value };
  return { name, type: AttributeKind.float, f: value.float };
}

const valueInfo = ({ name, type, dims }: OnnxValueInfo) => ({
  name,
  type: {
    tensorType: { elemType: type, ...(dims ? { shape: { dim: dims.map((dimValue) => ({ dimValue })) } } : {}) },
  },
});

/** Serialise a graph as an ONNX model (the bytes onnxruntime's InferenceSession.create takes). */
export function encodeOnnxModel(graph: OnnxGraph, producerName: string): Uint8Array {
  const root = protobuf.Root.fromJSON(schema);
  const Model = root.lookupType('onnx.ModelProto');
  const message = {
    irVersion: IR_VERSION,
    producerName,
    opsetImport: [{ domain: '', version: ONNX_OPSET }],
    graph: {
      name: producerName,
      node: graph.nodes.map((node, index) => ({
        name: `${node.op}_${index}`,
        opType: node.op,
        input: node.inputs,
        output: node.outputs,
        attribute: Object.entries(node.attributes ?? {}).map(([name, value]) => attribute(name, value)),
      })),
      initializer: graph.initializers.map((tensor) => ({
        name: tensor.name,
        dataType: tensor.type,
        dims: tensor.dims,
        rawData: new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength),
      })),
      input: graph.inputs.map(valueInfo),
      output: graph.outputs.map(valueInfo),
    },
  };
  return Model.encode(Model.fromObject(message)).finish();
}
